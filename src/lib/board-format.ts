/** How the board prints numbers. */

/** To par as boards print it: E for even, +3 over, -5 under; a dash when nothing was played. */
export function formatToPar(value: number | null): string {
  if (value === null) return '–'
  if (value === 0) return 'E'
  return value > 0 ? `+${value}` : String(value)
}

/** To par for a sentence read aloud: a real minus sign (screen readers say "minus"). */
export const spokenToPar = (value: number | null): string => formatToPar(value).replace('-', '−')

/** Holes played as a number for sorting: 'F' 18, '9*' 9, a tee time or nothing -1. */
export function holesPlayed(thru: string | null): number {
  if (thru === null) return -1
  if (thru === 'F') return 18
  const holes = /^(\d{1,2})\*?$/.exec(thru)
  return holes ? Number(holes[1]) : -1
}

/** Korea keeps UTC+9 all year (no daylight saving since 1988). */
const SEOUL_OFFSET_MS = 9 * 3600_000
const two = (n: number) => String(n).padStart(2, '0')

/**
 * "HH:mm:ss" in the business time zone (Asia/Seoul), whatever the reader's clock says. Plain arithmetic
 * rather than Intl.DateTimeFormat with a timeZone: the first such formatter loads the time-zone data,
 * ~120 ms of main thread at 4× CPU throttling on the leaderboard's first paint, for a fixed offset.
 * Both languages print the 24-hour clock the same way.
 */
export function seoulTime(date: Date): string {
  const seoul = new Date(date.getTime() + SEOUL_OFFSET_MS)
  return `${two(seoul.getUTCHours())}:${two(seoul.getUTCMinutes())}:${two(seoul.getUTCSeconds())}`
}
