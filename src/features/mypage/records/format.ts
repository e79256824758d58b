/** A tournament's name in the reader's language. */
export const gameName = (g: { nameKo: string; nameEn: string }, locale: string) =>
  locale === 'ko' ? g.nameKo : g.nameEn
