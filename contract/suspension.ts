/**
 * Why officials suspend play (docs/requirements/officials.md#of-4), the one list: the board's `suspension`, the
 * officials' suspend call, the database and the banner's texts all read it. Without zod, so the live feed's guard and
 * the broadcast page can use it too (scripts/check-budgets.ts).
 */
export const SUSPENSION_REASONS = ['darkness', 'weather', 'lightning', 'other'] as const
export type SuspensionReasonCode = (typeof SUSPENSION_REASONS)[number]
