import type { ContentRows } from './types'

/** Seeded content: the clean centre's reference lists (prohibited substances) (issue 8). */
export function contentCleanCentre(): ContentRows[] {
  return []
}
