import type { ContentRows } from './types'

/** Seeded content: education's standing content (programmes and rules) (issue 8). */
export function contentEducation(): ContentRows[] {
  return []
}
