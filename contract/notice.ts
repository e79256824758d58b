import { z } from 'zod'
import { idSchema, tourIdSchema } from './game'

/**
 * Notices (`GET /api/notices`, `GET /api/notices/{noticeId}`): a tour's (decision 0032) or, with
 * `scope=association`, the association's own (/abouts/notice/, decision 0037). One board, two scopes.
 */

export const NOTICE_PAGE_SIZE_DEFAULT = 10
export const NOTICE_PAGE_SIZE_MAX = 50

export const NOTICE_SCOPES = ['tour', 'association'] as const
export type NoticeScope = (typeof NOTICE_SCOPES)[number]

export const noticeListQuerySchema = z.object({
  scope: z
    .enum(NOTICE_SCOPES)
    .default('tour')
    .describe("tour: one tour's notices (tourId); association: the association's own (tourId ignored)"),
  tourId: tourIdSchema.default(11),
  q: z
    .string()
    .trim()
    .max(50)
    .optional()
    .describe('Part of the title or the text, in either language, case-insensitive'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTICE_PAGE_SIZE_MAX).default(NOTICE_PAGE_SIZE_DEFAULT),
})

export const noticeIdParamsSchema = z.object({ noticeId: idSchema })
export const noticeAttachmentParamsSchema = z.object({
  noticeId: idSchema,
  index: z.coerce.number().int().min(0).max(99),
})

export const noticeAttachmentSchema = z
  .object({
    index: z.number().int().min(0),
    fileName: z.string(),
    sizeBytes: z.number().int().min(0),
    url: z.string().describe('Download path under /api'),
  })
  .meta({ id: 'NoticeAttachment' })

export const noticeListItemSchema = z
  .object({
    noticeId: z.number().int().positive(),
    tourId: z.number().int().nullable(),
    titleKo: z.string(),
    titleEn: z.string(),
    pinned: z.boolean(),
    publishedAt: z.string().describe('ISO instant'),
    viewCount: z.number().int(),
    attachmentCount: z.number().int(),
  })
  .meta({ id: 'NoticeListItem' })

export const noticeListSchema = z
  .object({
    scope: z.enum(NOTICE_SCOPES),
    tourId: z.number().int().nullable().describe('The tour listed; null for the association scope'),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().describe('Notices matching, pinned ones included'),
    items: z.array(noticeListItemSchema).describe('Pinned first, then newest first'),
  })
  .meta({ id: 'NoticeList' })

export const noticeDetailSchema = noticeListItemSchema
  .extend({
    bodyKo: z.string().describe('Plain text; paragraphs separated by a blank line'),
    bodyEn: z.string(),
    attachments: z.array(noticeAttachmentSchema),
    scope: z.enum(NOTICE_SCOPES).describe('association when tourId is null'),
    previous: z
      .object({ noticeId: z.number().int(), titleKo: z.string(), titleEn: z.string() })
      .nullable()
      .describe('The older neighbour in the unfiltered list of the same tour or of the association'),
    next: z
      .object({ noticeId: z.number().int(), titleKo: z.string(), titleEn: z.string() })
      .nullable()
      .describe('The newer neighbour'),
  })
  .meta({ id: 'NoticeDetail' })

export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>
export type NoticeListDto = z.infer<typeof noticeListSchema>
export type NoticeListItemDto = z.infer<typeof noticeListItemSchema>
export type NoticeDetailDto = z.infer<typeof noticeDetailSchema>
