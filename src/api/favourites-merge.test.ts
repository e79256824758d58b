import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { setTokens } from '@/lib/storage'
import { FAVOURITES_STORAGE_KEY, useFavouritesStore } from '@/stores/favourites'
import { useSessionStore } from '@/stores/session'
import { mergeVisitorFavourites } from './favourites-merge'
import { favouriteKeys } from './favourites'
import { API, OLD, setupApiServer } from './test-helpers'

const server = setupApiServer()

describe('merging a visitor’s favourites at login', () => {
  beforeEach(() => {
    localStorage.clear()
    useFavouritesStore.setState({ playerIds: [] })
    setTokens(OLD)
    useSessionStore.setState({ isLogin: true, userInfo: { id: 'fan01', name: '팬' } })
  })

  it('sends every heart to the member’s list, drops players that are gone and keeps the ones to retry', async () => {
    useFavouritesStore.getState().toggle(5)
    useFavouritesStore.getState().toggle(404)
    useFavouritesStore.getState().toggle(7)
    const sent: string[] = []
    server.use(
      http.post(`${API}/mypage/favorite-player/:id`, ({ params, request }) => {
        expect(request.headers.get('authorization')).toBe(`Bearer ${OLD.accessToken}`)
        const id = String(params.id)
        sent.push(id)
        if (id === '404')
          return HttpResponse.json({ code: 'NOT_FOUND', message: 'Player 404 not found' }, { status: 404 })
        if (id === '7') return HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 })
        return HttpResponse.json({ playerIds: [Number(id)] })
      }),
    )
    const queryClient = new QueryClient()
    queryClient.setQueryData(favouriteKeys.list(), { items: [] })

    await mergeVisitorFavourites(queryClient)

    // In the visitor's order, so the member's list keeps the newest on top.
    expect(sent).toEqual(['5', '404', '7'])
    expect(useFavouritesStore.getState().playerIds).toEqual([7])
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '{}').state.playerIds).toEqual([7])
    // The member's list is refetched to show what was merged.
    expect(queryClient.getQueryState(favouriteKeys.list())?.isInvalidated).toBe(true)
  })

  it('sends nothing when the visitor has no favourites', async () => {
    const queryClient = new QueryClient()
    await mergeVisitorFavourites(queryClient)
    expect(useFavouritesStore.getState().playerIds).toEqual([])
  })
})
