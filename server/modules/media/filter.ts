import type { MediaListQuery } from '@contract/media'
import type { MediaKind, SearchOrder } from '@contract/media-codes'
import { normalizeTourId } from '@domain/tours'
import { SEOUL_TIME_ZONE } from '@domain/time'
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { mediaItems as m } from '../../db/schema/index'

/** `%`, `_` and `\` match themselves in the search word. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A field's single and list forms as one set of accepted values (empty: no condition). */
const values = <T>(one: T | undefined, many: readonly T[] | undefined): T[] => [
  ...new Set([...(one === undefined ? [] : [one]), ...(many ?? [])]),
]

export type MediaFilterInput = Omit<MediaListQuery, 'page' | 'pageSize' | 'searchOrder' | 'kind'>

/** The media filter without its kind: the tabs count every kind under the same conditions. */
export function mediaConditions(q: MediaFilterInput): SQL[] {
  const where: SQL[] = []
  const add = (column: AnyPgColumn, list: readonly unknown[]) => {
    if (list.length === 1) where.push(eq(column, list[0] as never))
    else if (list.length > 1) where.push(inArray(column, list as never[]))
  }
  // 62 is the main tour and 55 the membership selection under other ids (domain/tours.ts).
  add(m.tourId, values(q.tourId, q.tourIds).map(normalizeTourId))
  add(m.gameId, values(q.gameId, q.gameIds))
  add(m.gameDate, values(q.gameDate, q.gameDates))
  add(m.round, values(q.round, q.rounds))
  add(m.memberId, values(q.memberId, q.memberIds))
  add(m.clubType, values(q.clubType, q.clubTypes))
  add(m.field, values(q.field, q.fields))
  add(m.score, values(q.score, q.scores))
  if (q.searchWord) {
    const term = likePattern(q.searchWord)
    const text = [m.titleKo, m.titleEn, m.summaryKo, m.summaryEn, m.bodyKo, m.bodyEn].map(
      (c) => sql`${c} ilike ${term}`,
    )
    where.push(or(...text)!)
  }
  return where
}

export const withKind = (where: SQL[], kind: MediaKind | undefined): SQL | undefined =>
  and(...where, ...(kind ? [eq(m.kind, kind)] : []))

/** The Seoul calendar day an item belongs to: the tournament day it covers, else its publication day. */
const seoulZone = sql.raw(`'${SEOUL_TIME_ZONE}'`)
export const mediaDay = sql`coalesce(${m.gameDate}, (${m.publishedAt} at time zone ${seoulZone})::date)`

export function mediaOrder(order: SearchOrder): SQL[] {
  if (order === 'latest') return [desc(m.publishedAt), desc(m.id)]
  if (order === 'popular') return [desc(m.viewCount), desc(m.publishedAt), desc(m.id)]
  // basic: an album of the season, newest day first, each day read in the order it happened.
  return [sql`${mediaDay} desc`, asc(m.publishedAt), asc(m.id)]
}
