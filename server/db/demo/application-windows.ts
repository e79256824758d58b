import { addDays } from '@domain/time'
import { FULL_FIELD, type TournamentPlan } from './schedule'

/**
 * The application windows of the season's upcoming events, around the demo's `today`, so the application list
 * (docs/requirements/tournament-applications.md#app-4) shows every state whatever day the demo starts: of the main
 * tour's upcoming events the first closed yesterday (its field is drawn), the second is open now with a full field of
 * 156 (places taken by the demo's applicants, ./applications.ts), the third is open too and the last opens in three
 * days; the second-tier tour's last upcoming event is open. A window opens at 10:00 and closes at 16:00 (APP-3), so
 * opening yesterday is open at any hour of the demo's clock today.
 */
export function spreadApplicationWindows(plans: TournamentPlan[], today: string): void {
  const upcoming = (tourId: number) =>
    plans.filter((p) => p.tourId === tourId && p.phase === 'upcoming' && p.format === 'stroke')
  const [ended, openFull, open, planned] = upcoming(11)
  if (ended) ended.application = [addDays(today, -14), addDays(today, -1)]
  if (openFull) {
    openFull.application = [addDays(today, -1), addDays(openFull.startDate, -3)]
    openFull.fieldSize = FULL_FIELD
  }
  if (open) open.application = [addDays(today, -1), addDays(open.startDate, -3)]
  if (planned) planned.application = [addDays(today, 3), addDays(planned.startDate, -3)]
  const secondTier = upcoming(12).at(-1)
  if (secondTier) secondTier.application = [addDays(today, -2), addDays(secondTier.startDate, -3)]
}
