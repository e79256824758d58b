/**
 * The three reads of the broadcast board (current game, game, first board) without the call layer
 * and its zod schemas: the broadcast page must load in ≤ 100 KB of JavaScript (docs/decisions/0020).
 * Public reads only (no session, no refresh); answers get a light structural check instead of a
 * schema. The query keys are the portal's, so the in-app route shares the cache with the portal.
 */
import { queryOptions } from '@tanstack/react-query'
import type { CurrentGameDto } from '@contract/game-calendar'
import { isLeaderboard } from '@contract/leaderboard-guard'
import type { LeaderboardDto } from '@contract/leaderboard'
import type { Language } from '../../workers/live-scores/messages'
import { getApiConfig } from './config'
import { queryKeys, STALE } from './query-keys'

/** What the board's title strip shows of a game. */
export interface BroadcastGame {
  gameId: number
  nameKo: string
  nameEn: string
  /** The course's par; null when the game has no course yet. */
  par: number | null
  rounds: number
}

export class BroadcastReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'BroadcastReadError'
  }
}

async function read(path: string, language: Language, signal?: AbortSignal): Promise<unknown> {
  const { baseUrl, fetch } = getApiConfig()
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { Accept: 'application/json', Channel: 'WEB', Device: 'WEB', LanguageCode: language },
    signal,
  })
  if (!response.ok) throw new BroadcastReadError(`${path} answered ${response.status}`, response.status)
  return response.json()
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

export async function getBroadcastCurrentGame(tourId: number, signal?: AbortSignal): Promise<CurrentGameDto> {
  const body = await read(`/game/current?tourId=${tourId}`, 'ko', signal)
  if (!isObject(body) || !(body.gameId === null || Number.isInteger(body.gameId)))
    throw new BroadcastReadError('current game breaks its contract', 200)
  return body as unknown as CurrentGameDto
}

export async function getBroadcastGame(gameId: number, signal?: AbortSignal): Promise<BroadcastGame> {
  const body = await read(`/game/${gameId}`, 'ko', signal)
  if (!isObject(body) || typeof body.nameKo !== 'string' || typeof body.nameEn !== 'string')
    throw new BroadcastReadError('game breaks its contract', 200)
  const course = isObject(body.course) ? body.course : null
  return {
    gameId,
    nameKo: body.nameKo,
    nameEn: body.nameEn,
    par: course && Number.isInteger(course.par) ? (course.par as number) : null,
    rounds: Number.isInteger(body.rounds) ? (body.rounds as number) : 4,
  }
}

export async function getBroadcastLeaderboard(
  gameId: number,
  language: Language,
  signal?: AbortSignal,
): Promise<LeaderboardDto> {
  const body = await read(`/game/${gameId}/leaderboard`, language, signal)
  if (!isLeaderboard(body)) throw new BroadcastReadError('leaderboard breaks its contract', 200)
  return body
}

/** Network failures and 5xx are worth retrying on air; a 404 (no such game) is not. */
export const retryBroadcastRead = (failures: number, error: unknown): boolean =>
  !(error instanceof BroadcastReadError && error.status >= 400 && error.status < 500) && failures < 1_000

/** Back off 1 s, 2 s, 4 s … up to 10 s between tries: on air the board keeps trying, never gives up. */
export const broadcastRetryDelay = (failures: number): number => Math.min(10_000, 1000 * 2 ** failures)

export const broadcastCurrentGameQueryOptions = (tourId: number) =>
  queryOptions({
    queryKey: queryKeys.games.current(tourId),
    queryFn: ({ signal }) => getBroadcastCurrentGame(tourId, signal),
    staleTime: STALE.default,
  })

// Not the portal's key: the portal caches the whole game detail there, this is a smaller shape.
export const broadcastGameQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['games', 'broadcast-title', gameId] as const,
    queryFn: ({ signal }) => getBroadcastGame(gameId, signal),
    staleTime: STALE.default,
  })

/** Same key and same rule as leaderboardQueryOptions: a slow first fetch never undoes a newer push. */
export const broadcastLeaderboardQueryOptions = (gameId: number, language: Language) =>
  queryOptions({
    queryKey: queryKeys.games.leaderboard(gameId, language),
    queryFn: async ({ signal, client, queryKey }) => {
      const board = await getBroadcastLeaderboard(gameId, language, signal)
      const held = client.getQueryData<LeaderboardDto>(queryKey)
      return held && held.gameId === board.gameId && held.version > board.version ? held : board
    },
    staleTime: STALE.live,
  })
