/**
 * Players of interest (decision 0031). Members keep them on the server (`/mypage/favorite-player`), visitors
 * in this browser (src/stores/favourites.ts); useFavourites hides which, so every leaderboard, player card
 * and profile asks one hook. Keys sit under ['member'] so a change of member drops them (app/member-cache).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef } from 'react'
import {
  favouriteIdsSchema,
  favouritePlayerListSchema,
  type FavouritePlayerDto,
  type FavouritePlayerListDto,
} from '@contract/favourites'
import { useFavouritesStore } from '@/stores/favourites'
import { useSessionStore } from '@/stores/session'
import { api } from './client'
import { playerKeys } from './players'
import { STALE } from './query-keys'

export const favouriteKeys = {
  list: () => ['member', 'favourite-players'] as const,
}

export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.get('/mypage/favorite-player', { schema: favouritePlayerListSchema, signal })).data,
    // Changed only by this member's own clicks, which update the cache themselves.
    staleTime: STALE.profile,
  })

export const addFavourite = async (playerId: number) =>
  (await api.post(`/mypage/favorite-player/${playerId}`, undefined, { schema: favouriteIdsSchema })).data
export const removeFavourite = async (playerId: number) =>
  (await api.delete(`/mypage/favorite-player/${playerId}`, { schema: favouriteIdsSchema })).data

/** A list row until the refetch brings the player's names: only its id is read before then. */
const pendingItem = (playerId: number): FavouritePlayerDto => ({
  playerId,
  nameKo: '',
  firstNameEn: '',
  lastNameEn: '',
  country: '',
  photoUrl: null,
  tourId: 11,
  addedAt: new Date().toISOString(),
})

function useMemberToggle(queryClient: QueryClient) {
  return useMutation({
    mutationFn: ({ playerId, add }: { playerId: number; add: boolean }) =>
      add ? addFavourite(playerId) : removeFavourite(playerId),
    // Optimistic: the heart answers at once; a failure puts the list back.
    onMutate: async ({ playerId, add }) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.list() })
      const previous = queryClient.getQueryData<FavouritePlayerListDto>(favouriteKeys.list())
      const items = (previous?.items ?? []).filter((item) => item.playerId !== playerId)
      queryClient.setQueryData<FavouritePlayerListDto>(favouriteKeys.list(), {
        items: add ? [pendingItem(playerId), ...items] : items,
      })
      return { previous }
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(favouriteKeys.list(), context.previous)
    },
    onSettled: (_data, _error, { playerId }) => {
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.list() })
      // The profile shows how many members keep the player.
      void queryClient.invalidateQueries({ queryKey: playerKeys.detail(playerId) })
    },
  })
}

export interface Favourites {
  /** players.id of each favourite. */
  ids: ReadonlySet<number>
  toggle: (playerId: number) => void
  /** True while a member's list is still loading (hearts are not known yet). */
  loading: boolean
}

/** The current person's favourites: the member's on the server when logged in, else this browser's. */
export function useFavourites(): Favourites {
  const queryClient = useQueryClient()
  const isLogin = useSessionStore((s) => s.isLogin)
  const visitorIds = useFavouritesStore((s) => s.playerIds)
  const visitorToggle = useFavouritesStore((s) => s.toggle)
  const member = useQuery({ ...favouritesQueryOptions(), enabled: isLogin })
  const { mutate } = useMemberToggle(queryClient)
  const memberItems = isLogin ? member.data?.items : undefined
  const ids = useMemo(
    () => new Set(memberItems ? memberItems.map((item) => item.playerId) : isLogin ? [] : visitorIds),
    [memberItems, isLogin, visitorIds],
  )
  // Read through a ref so toggle keeps its identity: memoised leaderboard rows take it as a prop.
  const idsRef = useRef(ids)
  idsRef.current = ids
  const toggle = useCallback(
    (playerId: number) => {
      if (!isLogin) return visitorToggle(playerId)
      mutate({ playerId, add: !idsRef.current.has(playerId) })
    },
    [isLogin, visitorToggle, mutate],
  )
  return { ids, toggle, loading: isLogin && member.isPending }
}
