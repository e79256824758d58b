import { ERROR_CODES } from '@contract/errors'
import type { NoticeDetailDto, NoticeListDto, NoticeListItemDto, NoticeListQuery } from '@contract/notice'
import { normalizeTourId } from '@domain/tours'
import type { AppDb } from '../../db/database'
import type { ArticleRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import {
  boardOf,
  countNotices,
  neighbours,
  noticeById,
  noticeFilter,
  pageOfNotices,
  viewNotice,
  type NoticeBoard,
} from './repository'

const notFound = (id: number) => httpError(404, ERROR_CODES.NOT_FOUND, `Notice ${id} not found`)

const item = (r: ArticleRow): NoticeListItemDto => ({
  noticeId: r.id,
  tourId: r.tourId,
  titleKo: r.titleKo,
  titleEn: r.titleEn,
  pinned: r.pinned,
  publishedAt: r.publishedAt.toISOString(),
  viewCount: r.viewCount,
  attachmentCount: r.attachments.length,
})

export async function listNotices(db: AppDb, q: NoticeListQuery): Promise<NoticeListDto> {
  const board: NoticeBoard =
    q.scope === 'association' ? { scope: 'association' } : { scope: 'tour', tourId: normalizeTourId(q.tourId) }
  const where = noticeFilter(board, q.q || undefined)
  const [total, rows] = await Promise.all([
    countNotices(db, where),
    pageOfNotices(db, where, q.pageSize, (q.page - 1) * q.pageSize),
  ])
  return {
    scope: board.scope,
    tourId: board.scope === 'tour' ? board.tourId : null,
    page: q.page,
    pageSize: q.pageSize,
    total,
    items: rows.map(item),
  }
}

export const attachmentUrl = (noticeId: number, index: number) => `/api/notices/${noticeId}/attachments/${index}`

/** One notice; reading it counts a view. */
export async function readNotice(db: AppDb, id: number): Promise<NoticeDetailDto> {
  const row = await viewNotice(db, id)
  if (!row) throw notFound(id)
  return {
    ...item(row),
    scope: boardOf(row).scope,
    bodyKo: row.bodyKo,
    bodyEn: row.bodyEn,
    attachments: row.attachments.map((a, index) => ({
      index,
      fileName: a.fileName,
      sizeBytes: Buffer.byteLength(a.text, 'utf8'),
      url: attachmentUrl(row.id, index),
    })),
    ...(await neighbours(db, row)),
  }
}

export async function noticeAttachment(
  db: AppDb,
  id: number,
  index: number,
): Promise<{ fileName: string; text: string }> {
  const row = await noticeById(db, id)
  const file = row?.attachments[index]
  if (!file) throw httpError(404, ERROR_CODES.NOT_FOUND, `Notice ${id} has no attachment ${index}`)
  return file
}
