/**
 * Where a tournament's application window stands at an instant (docs/requirements/tournament-applications.md#app-3,
 * #app-4): planned before 10:00 Seoul on the start date, open until 16:00 on the closing date, then ended. The
 * stored instants (tournaments.application_opens_at / _closes_at) are the truth; domain/time/periods.ts makes them
 * from the dates. Registration closed (game status 4) or a cancelled tournament (9) ends it early.
 */
import { epochMs, type Instant } from '../time/zone'

export const APPLICATION_WINDOWS = ['planned', 'open', 'ended'] as const
export type ApplicationWindow = (typeof APPLICATION_WINDOWS)[number]

/** Game status codes that end the window whatever the clock says (contract/game.ts gameStatusCode). */
const CLOSED_STATUSES: ReadonlySet<number> = new Set([2, 3, 4, 9])

export interface WindowFacts {
  opensAt: Instant | null
  closesAt: Instant | null
  gameStatus: number
}

/** Null when the tournament takes no applications (no window stored). Half-open: [opensAt, closesAt). */
export function applicationWindow(facts: WindowFacts, now: Instant): ApplicationWindow | null {
  if (facts.opensAt === null || facts.closesAt === null) return null
  if (CLOSED_STATUSES.has(facts.gameStatus)) return 'ended'
  const t = epochMs(now)
  if (t < epochMs(facts.opensAt)) return 'planned'
  return t < epochMs(facts.closesAt) ? 'open' : 'ended'
}

/** The list's order: windows open now first, then those to come, then those ended; none last. */
const WINDOW_RANK: Readonly<Record<ApplicationWindow | 'none', number>> = { open: 0, planned: 1, ended: 2, none: 3 }

export interface ListedWindow {
  window: ApplicationWindow | null
  opensAt: Instant | null
  closesAt: Instant | null
}

/**
 * Sorts tournaments as an applicant reads them: the open ones closing soonest first, then the planned ones opening
 * soonest, then the ended ones most recent first (docs/requirements/tournament-applications.md#app-2).
 */
export function byApplicationUrgency(a: ListedWindow, b: ListedWindow): number {
  const rank = WINDOW_RANK[a.window ?? 'none'] - WINDOW_RANK[b.window ?? 'none']
  if (rank !== 0) return rank
  const at = (w: ListedWindow) => epochMs((w.window === 'planned' ? w.opensAt : w.closesAt) ?? 0)
  return a.window === 'ended' ? at(b) - at(a) : at(a) - at(b)
}
