import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFavouritesStore } from '@/stores/favourites'
import { useSessionStore } from '@/stores/session'
import { mergeFavouritesOnLogin } from './favourites-sync'

describe('favourites merge trigger', () => {
  let stop: () => void = () => {}
  beforeEach(() => {
    useSessionStore.setState({ isLogin: false, userInfo: null })
    useFavouritesStore.setState({ playerIds: [] })
  })
  afterEach(() => stop())

  const start = () => {
    const merge = vi.fn().mockResolvedValue(undefined)
    const load = vi.fn().mockResolvedValue({ mergeVisitorFavourites: merge })
    const queryClient = new QueryClient()
    stop = mergeFavouritesOnLogin(queryClient, load)
    return { merge, load, queryClient }
  }

  it('merges once when someone logs in with a visitor list', async () => {
    useFavouritesStore.setState({ playerIds: [4] })
    const { merge, queryClient } = start()
    useSessionStore.getState().signIn({ id: 'fan01', name: '팬' })
    // A later update of the signed-in state is not a new login.
    useSessionStore.getState().setCertInfo({ verified: true })
    await vi.waitFor(() => expect(merge).toHaveBeenCalledTimes(1))
    expect(merge).toHaveBeenCalledWith(queryClient)
  })

  it('loads nothing when the visitor list is empty or nobody logs in', async () => {
    const { load } = start()
    useSessionStore.getState().signIn({ id: 'fan01', name: '팬' })
    useSessionStore.getState().signOut()
    useFavouritesStore.setState({ playerIds: [4] })
    useSessionStore.getState().setCertInfo(null)
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
  })
})
