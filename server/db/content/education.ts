import { z } from 'zod'
import { bilingual, readDataFile } from '../data-file'
import { educationProgrammes, educationRules } from '../schema/index'
import { contentRows, type ContentRows } from './types'

const programmeSchema = z.strictObject({
  slug: z.string().min(1).max(32),
  sortOrder: z.number().int(),
  title: bilingual,
  audience: bilingual,
  summary: bilingual,
  topics: z.array(bilingual),
})

const ruleSchema = z.strictObject({
  slug: z.string().min(1).max(32),
  sortOrder: z.number().int(),
  title: bilingual,
  highlight: bilingual.optional(),
  body: bilingual,
})

const file = (name: string) => new URL(`./text/${name}.yaml`, import.meta.url)

/**
 * The programmes (docs/requirements/content.md#con-14: introductory, career development, seminars, forums).
 * Which event types each schedules is domain/education/programmes.ts; the file holds the words staff may rewrite.
 */
export function programmeRows(): Array<typeof educationProgrammes.$inferInsert> {
  return readDataFile(file('education-programmes'), z.array(programmeSchema)).map((p) => ({
    slug: p.slug,
    sortOrder: p.sortOrder,
    titleKo: p.title.ko,
    titleEn: p.title.en,
    audienceKo: p.audience.ko,
    audienceEn: p.audience.en,
    summaryKo: p.summary.ko,
    summaryEn: p.summary.en,
    topicsKo: p.topics.map((t) => t.ko),
    topicsEn: p.topics.map((t) => t.en),
  }))
}

/** The introductory-training rules and the conditions of applying (docs/requirements/content.md#con-16, #con-17). */
export function ruleRows(): Array<typeof educationRules.$inferInsert> {
  return readDataFile(file('education-rules'), z.array(ruleSchema)).map((r) => ({
    slug: r.slug,
    sortOrder: r.sortOrder,
    titleKo: r.title.ko,
    titleEn: r.title.en,
    highlightKo: r.highlight?.ko ?? null,
    highlightEn: r.highlight?.en ?? null,
    bodyKo: r.body.ko,
    bodyEn: r.body.en,
  }))
}

/** Seeded content: education's standing content (programmes and rules) (issue 8). */
export function contentEducation(): ContentRows[] {
  return [contentRows(educationProgrammes, programmeRows()), contentRows(educationRules, ruleRows())]
}
