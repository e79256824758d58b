/**
 * Member class codes (docs/requirements/accounts.md#acc-2: TP tour pro, PR pro, AMA amateur, PR_O1 and PR_O2 other-tour
 * pro) with the monthly dues of docs/requirements/standing-and-dues.md#sd-3 (tour pro 25,000 won, pro 20,000), billed
 * six months at a time in January and July (150,000 or 120,000 won). The requirements give no dues for the other
 * classes (null: not billed by this table), nor what tells PR_O1 from PR_O2, so they are numbered.
 */

export type MemberClassCode = 'TP' | 'PR' | 'AMA' | 'PR_O1' | 'PR_O2'

export interface MemberClass {
  code: MemberClassCode
  ko: string
  en: string
  /** Monthly dues in won; null when the requirements set none (SD-3). */
  monthlyDues: number | null
  /** An association professional (may enter pro events, counts for tour membership rules). */
  professional: boolean
}

export const MEMBER_CLASSES: readonly MemberClass[] = [
  { code: 'TP', ko: '투어프로', en: 'Tour Pro', monthlyDues: 25_000, professional: true },
  { code: 'PR', ko: '프로', en: 'Pro', monthlyDues: 20_000, professional: true },
  { code: 'AMA', ko: '아마추어', en: 'Amateur', monthlyDues: null, professional: false },
  { code: 'PR_O1', ko: '타 투어 프로 1', en: 'Other-tour Pro 1', monthlyDues: null, professional: true },
  { code: 'PR_O2', ko: '타 투어 프로 2', en: 'Other-tour Pro 2', monthlyDues: null, professional: true },
]

/** Dues are billed for six months at once, in January and July (docs/requirements/standing-and-dues.md#sd-3). */
export const DUES_BILLING_MONTHS: readonly number[] = [1, 7]
export const DUES_MONTHS_PER_BILL = 6

const byCode = new Map<string, MemberClass>(MEMBER_CLASSES.map((m) => [m.code, m]))

export function memberClass(raw: string | null | undefined): MemberClass | null {
  return byCode.get((raw ?? '').trim().toUpperCase()) ?? null
}

/** One half-year bill in won (150,000 for a tour pro, 120,000 for a pro); null when no dues apply. */
export function halfYearDues(raw: string | null | undefined): number | null {
  const dues = memberClass(raw)?.monthlyDues
  return dues == null ? null : dues * DUES_MONTHS_PER_BILL
}
