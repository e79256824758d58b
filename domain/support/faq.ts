/**
 * The FAQ (docs/requirements/my-page.md#my-15): questions the association answers once for everybody, grouped by
 * category and found by words. Pure: the search the server runs is the same one the tests state.
 */
export const FAQ_CATEGORIES = ['membership', 'dues', 'tournament', 'education', 'certificate', 'website'] as const
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]

export const FAQ_LIMITS = { questionMax: 200, answerMax: 4000, queryMax: 50 } as const

/** The words of a search: trimmed, lower-cased, split on spaces, at most five (more adds nothing but cost). */
export function faqSearchWords(q: string | undefined): string[] {
  if (q === undefined) return []
  return q.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)
}

/** Whether every word occurs in the question or the answer, in either language. */
export function faqMatches(texts: readonly string[], words: readonly string[]): boolean {
  const haystack = texts.join('\n').toLowerCase()
  return words.every((w) => haystack.includes(w))
}
