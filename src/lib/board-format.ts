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

/** "HH:mm:ss" in the business time zone (Asia/Seoul), whatever the reader's clock says. */
export function seoulTime(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}
