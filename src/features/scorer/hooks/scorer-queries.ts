/**
 * The public reads the scorer page needs, keyed under ['scorer', ...] so sending a score refreshes
 * exactly these (the fan pages' keys live in src/api/query-keys.ts and follow the push feed instead).
 */
import { queryOptions } from '@tanstack/react-query'
import { ongoingGamesSchema } from '@contract/game-calendar'
import { timeTableSchema } from '@contract/game-course'
import { holeRecordSchema } from '@contract/game-records'
import { api } from '@/api/client'
import { getGame } from '@/api/games'

export const scorerKeys = {
  all: ['scorer'] as const,
  ongoing: () => ['scorer', 'ongoing'] as const,
  game: (gameId: number) => ['scorer', 'game', gameId] as const,
  timeTable: (gameId: number, round: number) => ['scorer', 'timeTable', gameId, round] as const,
  holes: (gameId: number, round: number, groupNo: number) => ['scorer', 'holes', gameId, round, groupNo] as const,
}

/** A scorer on the course wants the round as it is now; a minute-old current round could refuse every score. */
const FRESH = 10_000

export const ongoingGamesQuery = () =>
  queryOptions({
    queryKey: scorerKeys.ongoing(),
    queryFn: async ({ signal }) => (await api.get('/game/ongoingGame', { schema: ongoingGamesSchema, signal })).data,
    staleTime: FRESH,
  })

export const scorerGameQuery = (gameId: number) =>
  queryOptions({
    queryKey: scorerKeys.game(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
    staleTime: FRESH,
  })

export const timeTableQuery = (gameId: number, round: number) =>
  queryOptions({
    queryKey: scorerKeys.timeTable(gameId, round),
    queryFn: async ({ signal }) =>
      (await api.get('/game/timeTable', { query: { gameId, round }, schema: timeTableSchema, signal })).data,
    staleTime: 5 * 60_000,
  })

export const groupHolesQuery = (gameId: number, round: number, groupNo: number) =>
  queryOptions({
    queryKey: scorerKeys.holes(gameId, round, groupNo),
    queryFn: async ({ signal }) =>
      (await api.get('/game/hole/record', { query: { gameId, round, groupNo }, schema: holeRecordSchema, signal }))
        .data,
    staleTime: FRESH,
  })
