/**
 * Game (tournament) status codes: 1 before start, 2 in progress, 3 completed, 4 registration closed,
 * 9 cancelled (docs/requirements/tours-and-records.md#tr-5). Transitions are not in the requirements; the
 * helpers only read a code.
 */

export type GameStatusCode = 1 | 2 | 3 | 4 | 9

/**
 * The tournament phases the portal shows (docs/requirements/tours-and-records.md#tr-5: scheduled/upcoming, in progress,
 * completed).
 */
export type GamePhase = 'upcoming' | 'live' | 'completed' | 'cancelled'

export interface GameStatus {
  code: GameStatusCode
  ko: string
  en: string
  phase: GamePhase
}

export const GAME_STATUSES: readonly GameStatus[] = [
  { code: 1, ko: '대회 전', en: 'Upcoming', phase: 'upcoming' },
  { code: 2, ko: '진행 중', en: 'In progress', phase: 'live' },
  { code: 3, ko: '종료', en: 'Completed', phase: 'completed' },
  // Entries are closed but no ball has been struck yet: still upcoming for schedules and filters.
  { code: 4, ko: '접수 마감', en: 'Registration closed', phase: 'upcoming' },
  { code: 9, ko: '취소', en: 'Cancelled', phase: 'cancelled' },
]

const byCode = new Map<number, GameStatus>(GAME_STATUSES.map((s) => [s.code, s]))

/** The status of a code as it arrives (number or string, e.g. '2'); null when unknown. */
export function gameStatus(raw: unknown): GameStatus | null {
  if (raw === null || raw === undefined || raw === '') return null
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim())
  return byCode.get(n) ?? null
}

export function isGameStatusCode(raw: unknown): raw is GameStatusCode {
  return typeof raw === 'number' && byCode.has(raw)
}

export function gameStatusName(raw: unknown, locale: string): string {
  const s = gameStatus(raw)
  if (!s) return locale === 'en' ? 'Unknown' : '알 수 없음'
  return locale === 'en' ? s.en : s.ko
}

/** Live scoring, the live leaderboard and the score feed run only while a game is in progress. */
export const isGameLive = (raw: unknown): boolean => gameStatus(raw)?.phase === 'live'

/** Results are final: completed. A cancelled game has no results. */
export const isGameCompleted = (raw: unknown): boolean => gameStatus(raw)?.code === 3

export const isGameCancelled = (raw: unknown): boolean => gameStatus(raw)?.code === 9

/** Before the first tee shot (1 or 4): the entry list and tee times are what the page shows. */
export const isGameUpcoming = (raw: unknown): boolean => gameStatus(raw)?.phase === 'upcoming'
