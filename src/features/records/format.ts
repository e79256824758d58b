/** Formatting of the records pages' values in the reader's language. */
import { formatWon } from '@/lib/money'

export interface PlayerNames {
  nameKo: string
  nameEn: string
}

export const nameOf = (p: PlayerNames, locale: string): string => (locale === 'en' ? p.nameEn : p.nameKo)

export type ValueUnit = 'points' | 'won' | 'strokes' | 'yards' | 'percent' | 'putts' | 'count'

/** A value of a list with its decimals (points only where a shared place split them); percentages get their sign. */
export function formatValue(value: number | null, unit: ValueUnit, decimals: number, locale: string): string {
  if (value === null) return '–'
  if (unit === 'won') return formatWon(value, locale)
  const text = value.toLocaleString(locale === 'en' ? 'en-US' : 'ko-KR', {
    minimumFractionDigits: unit === 'points' ? 0 : decimals,
    maximumFractionDigits: decimals,
  })
  return unit === 'percent' ? `${text}%` : text
}
