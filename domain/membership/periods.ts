import { DUES_BILLING_MONTHS, halfYearDues } from '../codes/member-classes'
import { halfYearDays, monthOf, yearOf } from '../time'

/**
 * Dues periods (docs/requirements/standing-and-dues.md#sd-3): half-years named `2026-1` (January to June) and
 * `2026-2` (July to December), billed on their first day, in January and July, for six months at once.
 */
export type PeriodName = `${number}-${1 | 2}`

export interface DuesPeriod {
  name: PeriodName
  startsOn: string
  endsOn: string
}

const two = (n: number) => String(n).padStart(2, '0')

/** The half-year a day falls in. */
export function periodOf(date: string): DuesPeriod {
  const { first, last } = halfYearDays(date)
  return { name: `${yearOf(first)}-${monthOf(first) === 1 ? 1 : 2}` as PeriodName, startsOn: first, endsOn: last }
}

export function isPeriodName(value: string): value is PeriodName {
  return /^\d{4}-[12]$/.test(value)
}

/** The period of a name such as `2026-2`. */
export function periodNamed(name: PeriodName): DuesPeriod {
  const [year, half] = name.split('-').map(Number)
  return periodOf(`${year}-${two(DUES_BILLING_MONTHS[half! - 1]!)}-01`)
}

/** The period after this one. */
export function nextPeriod(p: DuesPeriod): DuesPeriod {
  const [year, half] = p.name.split('-').map(Number)
  return periodNamed((half === 1 ? `${year}-2` : `${year! + 1}-1`) as PeriodName)
}

/**
 * The periods a member owes on `today`: every period that starts on or after `from` (the first enrollment, the
 * selection, or an approved reinstatement; a period already running on that day is not billed, since the
 * requirements bill whole half-years and name no share of one), has started by `today`, and starts before
 * `duesEndOn` (null: dues never end as far as is known). Oldest first.
 */
export function owedPeriods(from: string, today: string, duesEndOn: string | null): DuesPeriod[] {
  const first = periodOf(from)
  let p = first.startsOn === from ? first : nextPeriod(first)
  const out: DuesPeriod[] = []
  while (p.startsOn <= today && (duesEndOn === null || p.startsOn < duesEndOn)) {
    out.push(p)
    p = nextPeriod(p)
  }
  return out
}

/** The amount of one period for a member class, or null when the class pays no dues (SD-3). */
export const periodAmount = (memberClass: string | null | undefined): number | null => halfYearDues(memberClass)
