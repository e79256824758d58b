import { ERROR_CODES } from '@contract/errors'
import {
  contentBlockSchema,
  type ContentBlock,
  type ContentPageDto,
  type ContentPageListDto,
  type ContentSection,
  type MemberStatsDto,
} from '@contract/content'
import { tallyMembers } from '@domain/content/member-stats'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import { seoulDate } from '@domain/time'
import { memberRecords, publishedPage, publishedPages } from './repository'

export interface ContentLog {
  warn(details: object, message: string): void
}

/**
 * A stored body as served: blocks that do not match the vocabulary (a hand edit gone wrong) are left out
 * and logged, so one bad block never takes the whole page down.
 */
export function cleanBody(slug: string, lang: 'ko' | 'en', body: unknown, log: ContentLog): ContentBlock[] {
  if (!Array.isArray(body)) {
    log.warn({ slug, lang }, 'content page body is not a list of blocks')
    return []
  }
  const out: ContentBlock[] = []
  body.forEach((block, index) => {
    const parsed = contentBlockSchema.safeParse(block)
    if (parsed.success) out.push(parsed.data)
    else
      log.warn(
        { slug, lang, index, issues: parsed.error.issues.slice(0, 3) },
        'content block skipped: it does not match the block vocabulary',
      )
  })
  return out
}

export async function readPage(db: AppDb, slug: string, log: ContentLog): Promise<ContentPageDto> {
  const row = await publishedPage(db, slug)
  if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, `Page ${slug} not found`)
  return {
    slug: row.slug,
    section: row.section,
    titleKo: row.titleKo,
    titleEn: row.titleEn,
    summaryKo: row.summaryKo,
    summaryEn: row.summaryEn,
    koOnly: row.koOnly,
    bodyKo: cleanBody(row.slug, 'ko', row.bodyKo, log),
    bodyEn: cleanBody(row.slug, 'en', row.bodyEn, log),
    effectiveDate: row.effectiveDate,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listPages(db: AppDb, section: ContentSection | undefined): Promise<ContentPageListDto> {
  return { items: await publishedPages(db, section) }
}

/** Counted at the moment of asking, ages on today's Seoul date. */
export async function memberStats(db: AppDb, now: Date = new Date()): Promise<MemberStatsDto> {
  const asOf = seoulDate(now)
  return { asOf, ...tallyMembers(await memberRecords(db), asOf) }
}
