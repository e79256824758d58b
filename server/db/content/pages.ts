import { contentBlockSchema, type ContentBlock } from '@contract/content'
import { contentPages as contentPagesTable } from '../schema/index'
import { ABOUT_CONTACT } from './page-bodies/about-contact'
import { ABOUT_INTRO } from './page-bodies/about-intro'
import { ABOUT_ORG } from './page-bodies/about-org'
import type { PageSeed } from './page-bodies/build'
import { GUIDES_BUSINESS } from './page-bodies/guides-business'
import { GUIDES_TOURS } from './page-bodies/guides-tours'
import { TERMS_OTHER } from './page-bodies/terms-other'
import { TERMS_PRIVACY } from './page-bodies/terms-privacy'
import { TERMS_USAGE } from './page-bodies/terms-usage'
import { contentRows, type ContentRows } from './types'

export { TERMS_EFFECTIVE } from './page-bodies/facts'

/** Every seeded page: about, terms, guides (decision 0037). The slug is the page's name in its URL. */
export const PAGE_SEEDS: readonly PageSeed[] = [
  ...ABOUT_INTRO,
  ...ABOUT_ORG,
  ...ABOUT_CONTACT,
  TERMS_USAGE,
  TERMS_PRIVACY,
  ...TERMS_OTHER,
  ...GUIDES_BUSINESS,
  ...GUIDES_TOURS,
]

/** Checked against the block vocabulary as the API serves it (defaults filled in): a bad seed fails the start, not a page. */
function blocks(slug: string, lang: 'ko' | 'en', body: PageSeed['body'], index: 0 | 1): ContentBlock[] {
  return body.map((pair, n) => {
    const parsed = contentBlockSchema.safeParse(pair[index])
    if (!parsed.success) throw new Error(`content page ${slug} (${lang}) block ${n}: ${parsed.error.message}`)
    return parsed.data
  })
}

export function pageRows(seeds: readonly PageSeed[] = PAGE_SEEDS): Array<typeof contentPagesTable.$inferInsert> {
  return seeds.map((p) => ({
    slug: p.slug,
    section: p.section,
    sortOrder: p.sortOrder,
    titleKo: p.title[0],
    titleEn: p.title[1],
    summaryKo: p.summary[0],
    summaryEn: p.summary[1],
    bodyKo: blocks(p.slug, 'ko', p.body, 0),
    bodyEn: blocks(p.slug, 'en', p.body, 1),
    effectiveDate: p.effectiveDate ?? null,
    koOnly: p.koOnly ?? false,
  }))
}

/** Seeded content: the about, terms and guide pages (issue 8), inserted only where the slug is missing. */
export function contentPages(): ContentRows[] {
  return [contentRows(contentPagesTable, pageRows())]
}
