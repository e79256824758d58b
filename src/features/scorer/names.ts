/** Korean names for a Korean page, English names otherwise (contract names carry both). */
export function localName(item: { nameKo: string; nameEn: string }, locale: string): string {
  return locale.startsWith('ko') ? item.nameKo : item.nameEn
}

/** Strokes against par as a golfer reads it: E, +1, -2. */
export function toParText(strokes: number, par: number): string {
  const diff = strokes - par
  return diff === 0 ? 'E' : diff > 0 ? `+${diff}` : String(diff)
}
