/**
 * Codes of the clean tour and anti-doping centre (docs/decisions/0039), without zod so route search
 * validators (which stay in the entry chunk) can use them.
 */

/**
 * Classes of the World Anti-Doping Code's Prohibited List: S0-S9 substances, M1-M3 methods, P1 the
 * substances prohibited in particular sports (beta-blockers; golf is one of those sports, in competition).
 */
export const SUBSTANCE_CLASSES = [
  'S0',
  'S1',
  'S2',
  'S3',
  'S4',
  'S5',
  'S6',
  'S7',
  'S8',
  'S9',
  'M1',
  'M2',
  'M3',
  'P1',
] as const
export type SubstanceClass = (typeof SUBSTANCE_CLASSES)[number]

/** At all times (in and out of competition), or in competition only. */
export const PROHIBITED_WHEN = ['always', 'in_competition'] as const
export type ProhibitedWhen = (typeof PROHIBITED_WHEN)[number]

export const REPORT_CATEGORIES = ['doping', 'match_fixing', 'illegal_betting', 'violence', 'other'] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]

export const REPORT_STATUSES = ['received', 'reviewing', 'closed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const TUE_STATUSES = ['submitted', 'reviewing', 'approved', 'rejected'] as const
export type TueStatus = (typeof TUE_STATUSES)[number]

/** Statuses that end an application: it cannot be decided again. */
export const TUE_DECIDED: readonly TueStatus[] = ['approved', 'rejected']

export const TUE_ROUTES = [
  'oral',
  'inhaled',
  'intravenous',
  'intramuscular',
  'subcutaneous',
  'intra_articular',
  'topical',
  'transdermal',
  'rectal',
  'other',
] as const
export type TueRoute = (typeof TUE_ROUTES)[number]

/** Whether `value` is one of `list` (narrows unknown URL values). */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)
