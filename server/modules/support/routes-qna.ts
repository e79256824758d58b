import {
  inquiryBodySchema,
  inquiryCategoriesSchema,
  inquiryIdParamsSchema,
  inquiryListSchema,
  inquirySchema,
  pageQuerySchema,
} from '@contract/support'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { createInquiry, deleteInquiry, inquiryCategories, myInquiries, myInquiry, updateInquiry } from './inquiries'

const tags = ['support']
const own = { access: 'member' } as const

/**
 * The member's 1:1 inquiries under the specification's paths (docs/requirements/my-page.md#my-15). Any logged-in
 * account may ask: a member refused everything else (unpaid, disciplined) must still reach the association, so no
 * standing is asked (docs/decisions/0071-support-inquiries.md). Each call sees the caller's own inquiries only.
 */
export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  app.get(
    '/qna/category',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The categories of a 1:1 inquiry',
        tags,
        response: { 200: inquiryCategoriesSchema, ...errorResponses },
      },
    },
    async () => inquiryCategories(),
  )
  app.post(
    '/qna',
    {
      config: own,
      schema: {
        summary: 'Ask the association a question (1:1 inquiry)',
        description: 'Title 2-100 and content 10-4,000 characters after trimming; answers the new inquiry (201).',
        tags,
        body: inquiryBodySchema,
        response: { 201: inquirySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201)
      return createInquiry(app.db, authOf(request).memberId, request.body, now())
    },
  )
  app.get(
    '/qna',
    {
      config: own,
      schema: {
        summary: 'My inquiries, newest first',
        tags,
        querystring: pageQuerySchema,
        response: { 200: inquiryListSchema, ...errorResponses },
      },
    },
    (request) => myInquiries(app.db, authOf(request).memberId, request.query.page),
  )
  app.get(
    '/qna/:id',
    {
      config: own,
      schema: {
        summary: 'One of my inquiries with its answer',
        description: '404 for an inquiry that is not the caller’s.',
        tags,
        params: inquiryIdParamsSchema,
        response: { 200: inquirySchema, ...errorResponses },
      },
    },
    (request) => myInquiry(app.db, authOf(request).memberId, request.params.id),
  )
  app.patch(
    '/qna/:id',
    {
      config: own,
      schema: {
        summary: 'Edit my inquiry while it is unanswered',
        description: '409 INQUIRY_ANSWERED once answered.',
        tags,
        params: inquiryIdParamsSchema,
        body: inquiryBodySchema,
        response: { 200: inquirySchema, ...errorResponses },
      },
    },
    (request) => updateInquiry(app.db, authOf(request).memberId, request.params.id, request.body, now()),
  )
  app.delete(
    '/qna/:id',
    {
      config: own,
      schema: {
        summary: 'Delete my inquiry while it is unanswered',
        description: '409 INQUIRY_ANSWERED once answered.',
        tags,
        params: inquiryIdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      await deleteInquiry(app.db, authOf(request).memberId, request.params.id)
      return { deleted: true as const }
    },
  )
}
