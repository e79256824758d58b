import {
  faqBodySchema,
  faqEntrySchema,
  faqIdParamsSchema,
  inquiryAnswerBodySchema,
  inquiryIdParamsSchema,
  staffInquiryListSchema,
  staffInquiryQuerySchema,
  inquirySchema,
} from '@contract/support'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { createFaq, deleteFaq, updateFaq } from './faq'
import { answerInquiry, staffInquiries } from './inquiries'

const tags = ['staff']
const staff = { access: 'staff' } as const

export interface StaffSupportOptions {
  /** Called after an answer queued a notice, so the mail leaves now rather than at the job's next turn. */
  onQueued(): void
}

/** The secretariat's side of support: the inquiry queue and answer, and the FAQ editor (every change audited). */
export const staffSupportRoutes: FastifyPluginAsyncZod<StaffSupportOptions> = async (app, { onQueued }) => {
  const { now } = app.authKeys
  app.get(
    '/staff/qna',
    {
      config: staff,
      schema: {
        summary: 'The inquiry queue (staff)',
        description: 'Unanswered first, then newest; `state` narrows it.',
        tags,
        querystring: staffInquiryQuerySchema,
        response: { 200: staffInquiryListSchema, ...errorResponses },
      },
    },
    (request) => staffInquiries(app.db, request.query.state, request.query.page),
  )
  app.post(
    '/staff/qna/:id/answer',
    {
      config: staff,
      schema: {
        summary: 'Answer an inquiry, or correct the answer (staff)',
        description:
          'The first answer completes the inquiry and queues the member’s mail notice in the same transaction; ' +
          'a later one replaces the text (audited with the earlier words) and sends nothing.',
        tags,
        params: inquiryIdParamsSchema,
        body: inquiryAnswerBodySchema,
        response: { 200: inquirySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { inquiry, queued } = await answerInquiry(
        app.db,
        authOf(request).memberId,
        request.params.id,
        request.body.answer,
        now(),
        originOf(request),
      )
      if (queued) onQueued()
      return inquiry
    },
  )
  app.post(
    '/staff/faq',
    {
      config: staff,
      schema: {
        summary: 'Add an FAQ entry (staff)',
        tags,
        body: faqBodySchema,
        response: { 201: faqEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201)
      return createFaq(app.db, authOf(request).memberId, request.body, now(), originOf(request))
    },
  )
  app.put(
    '/staff/faq/:id',
    {
      config: staff,
      schema: {
        summary: 'Rewrite an FAQ entry (staff)',
        tags,
        params: faqIdParamsSchema,
        body: faqBodySchema,
        response: { 200: faqEntrySchema, ...errorResponses },
      },
    },
    (request) => updateFaq(app.db, authOf(request).memberId, request.params.id, request.body, now(), originOf(request)),
  )
  app.delete(
    '/staff/faq/:id',
    {
      config: staff,
      schema: {
        summary: 'Remove an FAQ entry (staff)',
        tags,
        params: faqIdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      await deleteFaq(app.db, authOf(request).memberId, request.params.id, now(), originOf(request))
      return { deleted: true as const }
    },
  )
}
