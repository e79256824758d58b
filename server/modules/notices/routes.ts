import {
  noticeAttachmentParamsSchema,
  noticeDetailSchema,
  noticeIdParamsSchema,
  noticeListQuerySchema,
  noticeListSchema,
} from '@contract/notice'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { listNotices, noticeAttachment, readNotice } from './service'

const tags = ['notices']

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notices',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tour or association notices, searched by title and text',
        description: 'Pinned notices first, then newest first; q matches the title or the text in Korean or English.',
        tags,
        querystring: noticeListQuerySchema,
        response: { 200: noticeListSchema, ...errorResponses },
      },
    },
    async (request) => listNotices(app.db, request.query),
  )
  app.get(
    '/notices/:noticeId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One notice (of a tour or of the association)',
        description: 'Each read counts one view.',
        tags,
        params: noticeIdParamsSchema,
        response: { 200: noticeDetailSchema, ...errorResponses },
      },
    },
    async (request) => readNotice(app.db, request.params.noticeId),
  )
  app.get(
    '/notices/:noticeId/attachments/:index',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Download an attachment of a notice',
        tags,
        params: noticeAttachmentParamsSchema,
        response: { 200: z.string().describe('The file (text/plain)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await noticeAttachment(app.db, request.params.noticeId, request.params.index)
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; ` +
            `filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.text)
    },
  )
}
