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
