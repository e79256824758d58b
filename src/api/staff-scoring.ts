/** The staff's scoring desk (docs/decisions/0044); every key under ['staff'], dropped at each change of login. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  feedTokenListSchema,
  gameScorersSchema,
  issuedFeedTokenSchema,
  scoreAuditPageSchema,
  scorerAccountListSchema,
  scoringGameListSchema,
} from '@contract/scorers'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

export const staffKeys = {
  all: queryKeys.staff.all,
  /** Names come in the reader's language (LanguageCode), so the key holds it. */
  allGames: ['staff', 'scoring-games'] as const,
  games: (locale: string) => ['staff', 'scoring-games', locale] as const,
  scorerAccounts: () => ['staff', 'scorer-accounts'] as const,
  game: (gameId: number) => ['staff', 'game', gameId] as const,
  scorers: (gameId: number) => ['staff', 'game', gameId, 'scorers'] as const,
  feedTokens: (gameId: number) => ['staff', 'game', gameId, 'feed-tokens'] as const,
  audit: (gameId: number, locale: string) => ['staff', 'game', gameId, 'audit', locale] as const,
}

const game = (gameId: number) => `/staff/games/${gameId}`

export const scoringGamesQuery = (locale: string) =>
  queryOptions({
    queryKey: staffKeys.games(locale),
    queryFn: async ({ signal }) =>
      (await api.get('/staff/scoring/games', { schema: scoringGameListSchema, signal })).data,
    staleTime: STALE.default,
  })

export const scorerAccountsQuery = () =>
  queryOptions({
    queryKey: staffKeys.scorerAccounts(),
    queryFn: async ({ signal }) =>
      (await api.get('/staff/scoring/scorers', { schema: scorerAccountListSchema, signal })).data,
    staleTime: STALE.default,
  })

export const gameScorersQuery = (gameId: number) =>
  queryOptions({
    queryKey: staffKeys.scorers(gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`${game(gameId)}/scorers`, { schema: gameScorersSchema, signal })).data,
    staleTime: STALE.default,
  })

export const feedTokensQuery = (gameId: number) =>
  queryOptions({
    queryKey: staffKeys.feedTokens(gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`${game(gameId)}/feedTokens`, { schema: feedTokenListSchema, signal })).data,
    staleTime: STALE.default,
  })

const AUDIT_PAGE = 50

/** The score audit, newest first; each further page continues below the last row held. */
export const scoreAuditQuery = (gameId: number, locale: string) =>
  infiniteQueryOptions({
    queryKey: staffKeys.audit(gameId, locale),
    queryFn: async ({ signal, pageParam }) =>
      (
        await api.get(`${game(gameId)}/scoreAudit`, {
          query: { limit: AUDIT_PAGE, ...(pageParam === null ? {} : { before: pageParam }) },
          schema: scoreAuditPageSchema,
          signal,
        })
      ).data,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    // Scores arrive all the time during a round: the desk shows the latest on every visit.
    staleTime: STALE.live,
  })

export async function assignScorer(gameId: number, loginId: string) {
  return (
    await api.put(`${game(gameId)}/scorers/${encodeURIComponent(loginId)}`, undefined, { schema: gameScorersSchema })
  ).data
}

export async function unassignScorer(gameId: number, loginId: string) {
  return (await api.delete(`${game(gameId)}/scorers/${encodeURIComponent(loginId)}`, { schema: gameScorersSchema }))
    .data
}

export async function issueFeedToken(gameId: number, name: string) {
  return (await api.post(`${game(gameId)}/feedTokens`, { name }, { schema: issuedFeedTokenSchema })).data
}

export async function revokeFeedToken(gameId: number, tokenId: number) {
  return (await api.delete(`${game(gameId)}/feedTokens/${tokenId}`, { schema: feedTokenListSchema })).data
}
