import { beforeEach, describe, expect, it } from 'vitest'
import { FAVOURITES_STORAGE_KEY, useFavouritesStore } from './favourites'

describe('visitor favourites store', () => {
  beforeEach(() => {
    localStorage.clear()
    useFavouritesStore.setState({ playerIds: [] })
  })

  it('toggles a player in and out and keeps the list in browser storage', () => {
    const { toggle } = useFavouritesStore.getState()
    toggle(3)
    toggle(9)
    expect(useFavouritesStore.getState().playerIds).toEqual([3, 9])
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual({
      state: { playerIds: [3, 9] },
      version: 2,
    })
    toggle(3)
    expect(useFavouritesStore.getState().playerIds).toEqual([9])
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY)!).state.playerIds).toEqual([9])
  })

  it('reads the list a previous visit stored', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify({ state: { playerIds: [12] }, version: 2 }))
    await useFavouritesStore.persist.rehydrate()
    expect(useFavouritesStore.getState().playerIds).toEqual([12])
  })

  it('reads a list stored before ids were numbers, dropping what is not a player id', async () => {
    const stored = { state: { playerIds: ['12', '7', 'x', '-1'] }, version: 1 }
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(stored))
    await useFavouritesStore.persist.rehydrate()
    expect(useFavouritesStore.getState().playerIds).toEqual([12, 7])
  })

  it('replaces the list (what the login merge leaves behind)', () => {
    useFavouritesStore.getState().toggle(1)
    useFavouritesStore.getState().setPlayerIds([])
    expect(useFavouritesStore.getState().playerIds).toEqual([])
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY)!).state.playerIds).toEqual([])
  })
})
