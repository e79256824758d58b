/**
 * The officials' console calls (docs/requirements/officials.md, docs/decisions/0058). Every key sits under ['staff'],
 * so a change of login drops them with the staff desk's (app/member-cache.ts). Each changing call answers the version
 * it produced; the console then reads its view again.
 */
import { queryOptions } from '@tanstack/react-query'
import {
  officialGameListSchema,
  officialGameSchema,
  officialResultSchema,
  type CloseRoundBody,
  type CorrectionBody,
  type OfficialResult,
  type PlayoffHoleBody,
  type StatusBody,
  type SuspendBody,
  type TeeSheetBody,
} from '@contract/officials'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

export const officialKeys = {
  all: [...queryKeys.staff.all, 'officials'] as const,
  /** Names come in the reader's language, so the keys hold it. */
  games: (locale: string) => [...queryKeys.staff.all, 'officials', 'games', locale] as const,
  game: (gameId: number) => [...queryKeys.staff.all, 'officials', 'game', gameId] as const,
  gameIn: (gameId: number, locale: string) => [...queryKeys.staff.all, 'officials', 'game', gameId, locale] as const,
}

const base = (gameId: number) => `/officials/games/${gameId}`

export const officialGamesQuery = (locale: string) =>
  queryOptions({
    queryKey: officialKeys.games(locale),
    queryFn: async ({ signal }) => (await api.get('/officials/games', { schema: officialGameListSchema, signal })).data,
    staleTime: STALE.default,
  })

/** The day at a glance: read again every 30 s, since scores and the other officials change it meanwhile. */
export const officialGameQuery = (gameId: number, locale: string) =>
  queryOptions({
    queryKey: officialKeys.gameIn(gameId, locale),
    queryFn: async ({ signal }) => (await api.get(base(gameId), { schema: officialGameSchema, signal })).data,
    staleTime: STALE.live,
    refetchInterval: 30_000,
  })

const changed = async (call: Promise<{ data: OfficialResult }>): Promise<OfficialResult> => (await call).data
const result = { schema: officialResultSchema }

export const officialCalls = {
  drawTeeSheet: (gameId: number, round: number, body: TeeSheetBody) =>
    changed(api.put(`${base(gameId)}/rounds/${round}/tee-sheet`, body, result)),
  publishTeeSheet: (gameId: number, round: number) =>
    changed(api.post(`${base(gameId)}/rounds/${round}/tee-sheet/publish`, undefined, result)),
  startRound: (gameId: number, round: number) =>
    changed(api.post(`${base(gameId)}/rounds/${round}/start`, undefined, result)),
  suspend: (gameId: number, body: SuspendBody) => changed(api.post(`${base(gameId)}/suspend`, body, result)),
  resume: (gameId: number) => changed(api.post(`${base(gameId)}/resume`, undefined, result)),
  setStatus: (gameId: number, playerId: number, body: StatusBody) =>
    changed(api.post(`${base(gameId)}/players/${playerId}/status`, body, result)),
  undoStatus: (gameId: number, playerId: number, reason: string) =>
    changed(api.post(`${base(gameId)}/players/${playerId}/status/undo`, { reason }, result)),
  closeRound: (gameId: number, round: number, body: CloseRoundBody) =>
    changed(api.post(`${base(gameId)}/rounds/${round}/close`, body, result)),
  playoffHole: (gameId: number, body: PlayoffHoleBody) =>
    changed(api.post(`${base(gameId)}/playoff/holes`, body, result)),
  finalize: (gameId: number) => changed(api.post(`${base(gameId)}/finalize`, undefined, result)),
  correct: (gameId: number, body: CorrectionBody) => changed(api.post(`${base(gameId)}/corrections`, body, result)),
}
