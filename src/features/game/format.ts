/** To par as boards print it: E for even, +3 over, -5 under; a dash when nothing was played. */
export function formatToPar(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined) return '–'
  const text = Math.abs(value).toFixed(digits)
  if (Number(text) === 0) return 'E'
  return value > 0 ? `+${text}` : `-${text}`
}

/** 'YYYY-MM-DD' as the reader's language writes a day, without a time-zone shift (dates are Seoul days). */
export function formatDay(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ko-KR', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)))
}

export const localName = (p: { nameKo: string; nameEn: string }, locale: string) =>
  locale === 'en' ? p.nameEn : p.nameKo
