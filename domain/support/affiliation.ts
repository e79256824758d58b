/**
 * Affiliate benefits (docs/requirements/my-page.md#my-17): partners of the association that give members a benefit
 * on showing the membership card. Pure rules of a benefit's period.
 */
export const AFFILIATE_CATEGORIES = ['golf_course', 'equipment', 'health', 'travel', 'lifestyle'] as const
export type AffiliateCategory = (typeof AFFILIATE_CATEGORIES)[number]

/** Running, not started yet, or over, on the Seoul day `today` (YYYY-MM-DD); an open end never ends. */
export function benefitPeriodState(
  startsOn: string,
  endsOn: string | null,
  today: string,
): 'upcoming' | 'running' | 'ended' {
  if (today < startsOn) return 'upcoming'
  if (endsOn !== null && today > endsOn) return 'ended'
  return 'running'
}
