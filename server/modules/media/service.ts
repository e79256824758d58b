import { ERROR_CODES } from '@contract/errors'
import type {
  MediaDetailDto,
  MediaItemDto,
  MediaListDto,
  MediaListQuery,
  MediaOptionsDto,
  MediaOptionsQuery,
} from '@contract/media'
import { CLUB_TYPES, FIELDS, SCORES, type MediaKind } from '@contract/media-codes'
import { normalizeTourId } from '@domain/tours'
import { and, eq, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { mediaItems as m } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { mediaConditions, withKind } from './filter'
import {
  countByKind,
  countMedia,
  countView,
  mediaById,
  mediaOptions,
  neighbours,
  pageOfMedia,
  type MediaRowWithNames,
} from './repository'

export function toItem({ item: r, ...names }: MediaRowWithNames): MediaItemDto {
  return {
    id: r.id,
    kind: r.kind,
    tourId: r.tourId,
    game:
      r.gameId !== null && names.gameNameKo !== null
        ? { gameId: r.gameId, nameKo: names.gameNameKo, nameEn: names.gameNameEn ?? names.gameNameKo }
        : null,
    gameDate: r.gameDate,
    round: r.round,
    member:
      r.memberId !== null && names.memberNameKo !== null
        ? {
            memberId: r.memberId,
            nameKo: names.memberNameKo,
            nameEn: `${names.memberFirstEn ?? ''} ${names.memberLastEn ?? ''}`.trim(),
          }
        : null,
    clubType: r.clubType,
    field: r.field,
    score: r.score,
    titleKo: r.titleKo,
    titleEn: r.titleEn,
    summaryKo: r.summaryKo,
    summaryEn: r.summaryEn,
    creditKo: r.creditKo,
    creditEn: r.creditEn,
    image: { url: r.imageUrl, width: r.imageWidth, height: r.imageHeight, altKo: r.altKo, altEn: r.altEn },
    videoUrl: r.videoUrl,
    durationSec: r.durationSec,
    publishedAt: r.publishedAt.toISOString(),
    viewCount: r.viewCount,
  }
}

export async function listMedia(db: AppDb, q: MediaListQuery): Promise<MediaListDto> {
  const conditions = mediaConditions(q)
  const where = withKind(conditions, q.kind)
  const [total, counts, rows] = await Promise.all([
    countMedia(db, where),
    countByKind(db, withKind(conditions, undefined)),
    pageOfMedia(db, where, q.searchOrder, q.pageSize, (q.page - 1) * q.pageSize),
  ])
  return {
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.ceil(total / q.pageSize),
    searchOrder: q.searchOrder,
    counts,
    items: rows.map(toItem),
  }
}

/** One item with its text and neighbours; reading it counts a view. A page asking for another kind gets a 404. */
export async function readMedia(db: AppDb, id: number, kind?: MediaKind): Promise<MediaDetailDto> {
  if (!(await countView(db, id, kind))) throw httpError(404, ERROR_CODES.NOT_FOUND, `Media item ${id} not found`)
  const row = (await mediaById(db, id))!
  return { ...toItem(row), bodyKo: row.item.bodyKo, bodyEn: row.item.bodyEn, ...(await neighbours(db, row.item)) }
}

const known = <T extends string>(all: readonly T[], found: readonly string[] | null): T[] =>
  all.filter((v) => found?.includes(v))

export async function listMediaOptions(db: AppDb, q: MediaOptionsQuery): Promise<MediaOptionsDto> {
  const base: SQL[] = []
  if (q.tourId !== undefined) base.push(eq(m.tourId, normalizeTourId(q.tourId)))
  if (q.kind) base.push(eq(m.kind, q.kind))
  const inGame = q.gameId === undefined ? base : [...base, eq(m.gameId, q.gameId)]
  const o = await mediaOptions(db, and(...base), and(...inGame))
  return {
    games: o.games,
    dates: o.dates,
    rounds: o.rounds,
    members: o.members.map((p) => ({
      memberId: p.memberId,
      nameKo: p.nameKo,
      nameEn: `${p.firstNameEn} ${p.lastNameEn}`,
      count: p.count,
    })),
    clubTypes: known(CLUB_TYPES, o.facets.clubTypes),
    fields: known(FIELDS, o.facets.fields),
    scores: known(SCORES, o.facets.scores),
  }
}
