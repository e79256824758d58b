/**
 * Dates of the clean centre in the business time zone, whatever the reader's clock says: seoulDate
 * (2026-06-10) and seoulDateTime (2026-06-10 14:05) of the one Seoul clock (@domain/time).
 */
export { seoulDate, seoulDateTime } from '@domain/time'

/** 2026-07-01 – 2026-12-31 */
export const period = (start: string, end: string) => `${start} – ${end}`
