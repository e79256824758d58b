/** Business time zone Asia/Seoul: UTC+9 all year (no daylight saving), so a fixed offset is exact. */
const SEOUL_OFFSET_MS = 9 * 3_600_000

const shifted = (instant: Date) => new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString()

/** 'HH:MM' of an instant on a Seoul wall clock. */
export const seoulClock = (instant: Date): string => shifted(instant).slice(11, 16)

/** 'YYYY-MM-DD' of an instant in Seoul. */
export const seoulDate = (instant: Date = new Date()): string => shifted(instant).slice(0, 10)

export const seoulYear = (instant: Date = new Date()): number => Number(seoulDate(instant).slice(0, 4))

/** The instant of a Seoul wall-clock time on a date. */
export const seoulInstant = (date: string, hhmm: string): Date => new Date(Date.parse(`${date}T${hhmm}:00+09:00`))

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
