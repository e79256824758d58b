import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { ContentSection } from '@contract/content'
import type { AppDb } from '../../db/database'
import { contentPages, members, players, type ContentPageRow } from '../../db/schema/index'

/** A published page by its slug (slugs are unique over all sections). */
export async function publishedPage(db: AppDb, slug: string): Promise<ContentPageRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
  return row
}

const SECTION_ORDER = sql`case ${contentPages.section} when 'about' then 1 when 'guide' then 2 else 3 end`

/** The published pages of one section, or of all, without their bodies: menus need titles only. */
export function publishedPages(db: AppDb, section: ContentSection | undefined) {
  const published = eq(contentPages.published, true)
  return db
    .select({
      slug: contentPages.slug,
      section: contentPages.section,
      titleKo: contentPages.titleKo,
      titleEn: contentPages.titleEn,
      summaryKo: contentPages.summaryKo,
      summaryEn: contentPages.summaryEn,
      koOnly: contentPages.koOnly,
    })
    .from(contentPages)
    .where(section ? and(published, eq(contentPages.section, section)) : published)
    .orderBy(SECTION_ORDER, asc(contentPages.sortOrder), asc(contentPages.id))
}

/**
 * The association's members as two registers hold them: web accounts that carry a membership number (their
 * residence address) and the players' register (home town). Members first: their address is where they live.
 */
export async function memberRecords(db: AppDb) {
  const [accounts, register] = await Promise.all([
    db
      .select({
        memberNo: members.memberNo,
        birthDate: members.birthDate,
        place: members.address,
        nationality: members.nationality,
      })
      .from(members)
      .where(isNotNull(members.memberNo)),
    db
      .select({
        memberNo: players.memberNo,
        birthDate: players.birthDate,
        place: players.hometownKo,
        country: players.country,
      })
      .from(players)
      .where(isNotNull(players.memberNo)),
  ])
  return [
    ...accounts.map((a) => ({
      memberNo: a.memberNo!,
      birthDate: a.birthDate,
      place: a.place,
      foreign: a.nationality !== null && a.nationality !== 'KOR' && !a.place,
    })),
    ...register.map((p) => ({
      memberNo: p.memberNo!,
      birthDate: p.birthDate,
      place: p.place,
      foreign: p.country !== 'KOR',
    })),
  ]
}
