import { formatWon as formatMoney } from '@/lib/money'

/** A player's name in the reader's language: English as "Given Family", Korean as written. */
export function playerName(p: { nameKo: string; firstNameEn: string; lastNameEn: string }, locale: string): string {
  return locale === 'en' ? `${p.firstNameEn} ${p.lastNameEn}`.trim() : p.nameKo
}

/** The other language's name, shown small under the main one. */
export function otherName(p: { nameKo: string; firstNameEn: string; lastNameEn: string }, locale: string): string {
  return locale === 'en' ? p.nameKo : `${p.firstNameEn} ${p.lastNameEn.toUpperCase()}`.trim()
}

/** Letters for an avatar without a photo: "MK" for Minjun Kim, "김" for 김민준. */
export function initials(p: { nameKo: string; firstNameEn: string; lastNameEn: string }, locale: string): string {
  if (locale === 'en') return `${p.firstNameEn.charAt(0)}${p.lastNameEn.charAt(0)}`.toUpperCase()
  return p.nameKo.charAt(0)
}

/** Money as the portal prints it: won with thousands separators. */
export function formatWon(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '–'
  return formatMoney(value, locale)
}

/** 'YYYY-MM-DD' as the reader's language writes a day (dates are Seoul days: no time-zone shift). */
export function formatDay(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ko-KR', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)))
}

/** A compact day for table cells: 2026.11.29 in Korean, 29 Nov 2026 in English. */
export function formatShortDay(isoDate: string, locale: string): string {
  if (locale !== 'en') return isoDate.replaceAll('-', '.')
  return formatDay(isoDate, locale)
}
