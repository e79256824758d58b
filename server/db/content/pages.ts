import type { ContentRows } from './types'

/** Seeded content: the about, terms and guide pages (issue 8). */
export function contentPages(): ContentRows[] {
  return []
}
