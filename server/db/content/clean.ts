import { prohibitedSubstances } from '../schema/index'
import type { SubstanceGroup } from './clean-substance-types'
import { ALWAYS_PROHIBITED } from './clean-substances-always'
import { IN_COMPETITION } from './clean-substances-in-competition'
import { contentRows, type ContentRows } from './types'

/** The rows of the reference list, keyed by `${class}-${slug}` (e.g. s1-testosterone). */
export function substanceRows(groups: readonly SubstanceGroup[] = [...ALWAYS_PROHIBITED, ...IN_COMPETITION]) {
  return groups.flatMap((group) =>
    group.entries.map(([slug, nameKo, nameEn, examplesKo = '', examplesEn = '', noteKo, noteEn]) => ({
      code: `${group.substanceClass.toLowerCase()}-${slug}`,
      substanceClass: group.substanceClass,
      nameKo,
      nameEn,
      prohibited: group.prohibited,
      examplesKo,
      examplesEn,
      noteKo: noteKo ?? group.noteKo ?? '',
      noteEn: noteEn ?? group.noteEn ?? '',
    })),
  )
}

/**
 * Seeded content: the clean centre's reference list of prohibited substances (issue 8). Staff keep it
 * current; a row whose code exists is never overwritten (server/db/content/index.ts).
 */
export function contentCleanCentre(): ContentRows[] {
  return [contentRows(prohibitedSubstances, substanceRows())]
}
