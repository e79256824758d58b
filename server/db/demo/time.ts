/** Dates of the demo, in the business time zone Asia/Seoul (UTC+9, no daylight saving). */

const SEOUL_OFFSET_MS = 9 * 3600_000

/** 'YYYY-MM-DD' of an instant in Seoul. */
export function seoulDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export const yearOf = (date: string) => Number(date.slice(0, 4))
export const monthOf = (date: string) => Number(date.slice(5, 7))

/** The instant of a Seoul wall-clock time on a date. */
export function seoulInstant(date: string, hhmm: string): Date {
  return new Date(Date.parse(`${date}T${hhmm}:00+09:00`))
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

export function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

export function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
}
