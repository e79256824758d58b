/**
 * Whole years between two calendar days, as ages and membership lengths are counted in Korea's civil reckoning:
 * a year is complete on the same month and day, and someone born on 29 February completes it on 1 March in
 * other years. Days may be written 'YYYY-MM-DD' or 'YYYYMMDD'.
 */

const digits = (date: string) => date.replace(/-/g, '')

/** Full years from `from` to `on` (negative when `on` is earlier). */
export function fullYears(from: string, on: string): number {
  const a = digits(from)
  const b = digits(on)
  const years = Number(b.slice(0, 4)) - Number(a.slice(0, 4))
  return b.slice(4) < a.slice(4) ? years - 1 : years
}
