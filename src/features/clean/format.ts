/** Dates of the clean centre in the business time zone (Asia/Seoul), whatever the reader's clock says. */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** 2026-06-10 */
export const seoulDate = (iso: string) => dayFormat.format(new Date(iso)).replace(/\//g, '-')

/** 2026-06-10 14:05 */
export const seoulDateTime = (iso: string) => `${seoulDate(iso)} ${timeFormat.format(new Date(iso))}`

/** 2026-07-01 – 2026-12-31 */
export const period = (start: string, end: string) => `${start} – ${end}`
