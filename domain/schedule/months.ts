/**
 * Which months of a season a tournament belongs to. Dates are Seoul calendar days ('YYYY-MM-DD'),
 * compared as text. A tournament counts in every month of the season year it touches, so one that
 * starts on 30 April and ends on 3 May is found under April and under May; days outside the season
 * year (a winter event running into January) count for no month of that season.
 */

const pad = (n: number) => String(n).padStart(2, '0')

export interface DateSpan {
  startDate: string
  endDate: string
}

/** First and last day of a month as 'YYYY-MM-DD'. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(days)}` }
}

/** The span overlaps the month (both ends inclusive). */
export function touchesMonth(span: DateSpan, year: number, month: number): boolean {
  const { first, last } = monthBounds(year, month)
  const end = span.endDate < span.startDate ? span.startDate : span.endDate
  return span.startDate <= last && end >= first
}

/** Months (1-12) of `year` the span touches, in order. */
export function monthsTouched(span: DateSpan, year: number): number[] {
  const months: number[] = []
  for (let m = 1; m <= 12; m++) if (touchesMonth(span, year, m)) months.push(m)
  return months
}
