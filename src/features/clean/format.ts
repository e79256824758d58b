/** 2026-07-01 – 2026-12-31 */
export const period = (start: string, end: string) => `${start} – ${end}`
