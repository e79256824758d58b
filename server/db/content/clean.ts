import { PROHIBITED_WHEN, SUBSTANCE_CLASSES } from '@contract/clean'
import { z } from 'zod'
import { bilingual, readDataFile } from '../data-file'
import { prohibitedSubstances } from '../schema/index'
import { contentRows, type ContentRows } from './types'

/** A name the same in both languages (a code such as BPC-157's short form) may be written once. */
const name = z.union([z.string().min(1), bilingual])

/** A class of the Prohibited List with its entries; a class-wide note goes to every entry without its own. */
const substanceGroupSchema = z.strictObject({
  class: z.enum(SUBSTANCE_CLASSES),
  prohibited: z.enum(PROHIBITED_WHEN),
  note: bilingual.optional(),
  entries: z
    .array(
      z.strictObject({ slug: z.string().min(1), name, examples: bilingual.optional(), note: bilingual.optional() }),
    )
    .min(1),
})
export type SubstanceGroup = z.infer<typeof substanceGroupSchema>

/**
 * The list's files in server/db/content/text/, in the order their rows are written
 * (docs/requirements/content.md#con-20).
 */
export const SUBSTANCE_FILES = ['substances-always', 'substances-in-competition'] as const

export const readSubstanceFile = (file: string): SubstanceGroup[] =>
  readDataFile(new URL(`./text/${file}.yaml`, import.meta.url), z.array(substanceGroupSchema))

const both = (text: string | z.infer<typeof bilingual>) => (typeof text === 'string' ? { ko: text, en: text } : text)

/** The rows of the reference list, keyed by `${class}-${slug}` (e.g. s1-testosterone). */
export function substanceRows(groups: readonly SubstanceGroup[] = SUBSTANCE_FILES.flatMap(readSubstanceFile)) {
  return groups.flatMap((group) =>
    group.entries.map((entry) => ({
      code: `${group.class.toLowerCase()}-${entry.slug}`,
      substanceClass: group.class,
      nameKo: both(entry.name).ko,
      nameEn: both(entry.name).en,
      prohibited: group.prohibited,
      examplesKo: entry.examples?.ko ?? '',
      examplesEn: entry.examples?.en ?? '',
      noteKo: entry.note?.ko ?? group.note?.ko ?? '',
      noteEn: entry.note?.en ?? group.note?.en ?? '',
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
