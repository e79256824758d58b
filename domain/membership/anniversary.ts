import { isCalendarDate, yearOf } from '../time'

/**
 * The day `years` whole years after `from` are complete, as domain/time's fullYears counts them: the same month
 * and day, and 1 March for a 29 February start in a common year.
 */
export function anniversary(from: string, years: number): string {
  const year = yearOf(from) + years
  const same = `${year}${from.slice(4)}`
  return isCalendarDate(same) ? same : `${year}-03-01`
}
