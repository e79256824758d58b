import { CONTENT_SECTIONS, contentBlockSchema, type ContentBlock } from '@contract/content'
import { z } from 'zod'
import { bilingual, inLanguage, readDataFile } from '../data-file'
import { contentPages as contentPagesTable } from '../schema/index'
import { contentRows, type ContentRows } from './types'

/**
 * The seeded pages' files in server/db/content/text/pages/, in the order their rows are written (ids follow it):
 * about, terms, guides (docs/requirements/content.md#con-8, #con-9; decision 0037).
 */
export const PAGE_FILES = [
  'about-intro',
  'about-org',
  'about-contact',
  'terms-usage',
  'terms-privacy',
  'terms-other',
  'guides-business',
  'guides-tours',
] as const

/** A page as its file writes it: each block once, with its Korean and English text side by side. */
const pageSeedSchema = z.strictObject({
  slug: z.string().min(1),
  section: z.enum(CONTENT_SECTIONS),
  sortOrder: z.number().int(),
  effectiveDate: z.iso.date().optional(),
  koOnly: z.boolean().optional(),
  title: bilingual,
  summary: bilingual,
  body: z.array(z.looseObject({ type: z.string() })).min(1),
})
export type PageSeed = z.infer<typeof pageSeedSchema>

const pageFileUrl = (name: string) => new URL(`./text/pages/${name}.yaml`, import.meta.url)

export const readPageFile = (name: string): PageSeed[] => readDataFile(pageFileUrl(name), z.array(pageSeedSchema))

let seeds: readonly PageSeed[] | undefined
/** Every seeded page, read once from its file. The slug is the page's name in its URL. */
export const pageSeeds = (): readonly PageSeed[] => (seeds ??= PAGE_FILES.flatMap(readPageFile))

/** The day a terms page takes effect, as its file states it (the demo's terms-change notices name it). */
export function termsEffective(slug: 'usage' | 'privacy' | 'marketing' | 'clean'): string {
  const date = pageSeeds().find((p) => p.slug === slug)?.effectiveDate
  if (!date) throw new Error(`terms page ${slug} has no effective date`)
  return date
}

/**
 * One language of a body, checked against the block vocabulary as the API serves it (defaults filled in):
 * a bad seed fails the start, not a page.
 */
export function blocks(seed: PageSeed, lang: 'ko' | 'en'): ContentBlock[] {
  return seed.body.map((block, n) => {
    const parsed = contentBlockSchema.safeParse(inLanguage(block, lang))
    if (!parsed.success) throw new Error(`content page ${seed.slug} (${lang}) block ${n}: ${parsed.error.message}`)
    return parsed.data
  })
}

export function pageRows(list: readonly PageSeed[] = pageSeeds()): Array<typeof contentPagesTable.$inferInsert> {
  return list.map((p) => ({
    slug: p.slug,
    section: p.section,
    sortOrder: p.sortOrder,
    titleKo: p.title.ko,
    titleEn: p.title.en,
    summaryKo: p.summary.ko,
    summaryEn: p.summary.en,
    bodyKo: blocks(p, 'ko'),
    bodyEn: blocks(p, 'en'),
    effectiveDate: p.effectiveDate ?? null,
    koOnly: p.koOnly ?? false,
  }))
}

/** Seeded content: the about, terms and guide pages (issue 8), inserted only where the slug is missing. */
export function contentPages(): ContentRows[] {
  return [contentRows(contentPagesTable, pageRows())]
}
