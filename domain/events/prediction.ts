/**
 * The winner-prediction event (decision 0032): each main-tour tournament of the season is one event. A
 * member picks the winner of the next tournament until its first tee time (Asia/Seoul), can change the pick
 * until then, and after the tournament sees whether it was right. Pure: the caller passes the clock.
 */
import { seoulDayStart, seoulInstant } from '../time'

/** The tabs of /events/event: in progress, announcements of winners, ended (docs/requirements/content.md#con-12). */
export const EVENT_TABS = ['ing', 'event', 'end'] as const
export type EventTab = (typeof EVENT_TABS)[number]
export const isEventTab = (value: unknown): value is EventTab => EVENT_TABS.includes(value as EventTab)

/**
 * open: picks accepted; closed: play has started, the result is not in; announced: the winner is known and
 * the announcement is on; ended: the announcement period is over. Later tournaments than the next one
 * are not yet events (null).
 */
export type PredictionPhase = 'open' | 'closed' | 'announced' | 'ended'

/** Days after the final round during which the result stays under "announcements of winners". */
export const ANNOUNCE_DAYS = 14
/** The first tee time when no tee sheet exists yet: the demo's and most events' first wave (Seoul). */
export const DEFAULT_FIRST_TEE = '07:00'

const dayStart = (date: string) => seoulDayStart(date).getTime()

/** When picks close: the first tee time of round 1, or 07:00 Seoul on the first day before a tee sheet exists. */
export function pickDeadline(startDate: string, firstTeeTime: Date | null): Date {
  return firstTeeTime ?? seoulInstant(startDate, DEFAULT_FIRST_TEE)
}

export interface PredictionTournament {
  startDate: string
  endDate: string
  /** Officially finished (results known). */
  finished: boolean
  /** Cancelled events are no events. */
  cancelled: boolean
  deadline: Date
}

/** The phase of one tournament's event at `now`; `isNext` says whether it is the next one to start. */
export function predictionPhase(t: PredictionTournament, now: Date, isNext: boolean): PredictionPhase | null {
  if (t.cancelled) return null
  if (t.finished) return now.getTime() < dayStart(t.endDate) + (ANNOUNCE_DAYS + 1) * 86_400_000 ? 'announced' : 'ended'
  if (now.getTime() >= t.deadline.getTime()) return 'closed'
  return isNext ? 'open' : null
}

export const tabOfPhase = (phase: PredictionPhase): EventTab =>
  phase === 'open' || phase === 'closed' ? 'ing' : phase === 'announced' ? 'event' : 'end'

/**
 * Which of the not-yet-started tournaments is "the next one": the earliest deadline still ahead. Ties (two
 * events on one day) both count as next.
 */
export function nextDeadline(deadlines: readonly Date[], now: Date): number | null {
  const ahead = deadlines.map((d) => d.getTime()).filter((d) => d > now.getTime())
  return ahead.length > 0 ? Math.min(...ahead) : null
}

/** Whether a pick is right: the picked player is among the winners (rank 1; a tie for first would list several). */
export const isCorrectPick = (pickedPlayerId: number, winnerIds: readonly number[]) =>
  winnerIds.includes(pickedPlayerId)
