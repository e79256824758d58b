import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  reportBodySchema,
  reportIdParamsSchema,
  reportItemSchema,
  reportListQuerySchema,
  reportListSchema,
  reportReceiptSchema,
  reportStatusBodySchema,
  substanceListQuerySchema,
  substanceListSchema,
} from '@contract/clean'
import { errorResponses } from '../../http/responses'
import { listReports, receiveReport, setReportStatus } from './reports'
import { readerLanguage } from '../../http/reader-language'
import { searchSubstances } from './substances'
import { tueRoutes } from './routes-tue'

const tags = ['clean centre']

/**
 * Reports are public and anonymous, so the only brake on a flood is the address it comes from: five an
 * address in ten minutes is far above what one honest reporter sends, far below what a script would.
 */
export const REPORT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const

/** The API of the clean tour and anti-doping centre (issue 8, docs/decisions/0039). */
export const cleanCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.authKeys.now()

  app.get(
    '/clean/substances',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Search the prohibited-substance list',
        description:
          'q matches the Korean or English name or an example (brand) name; class narrows to one class of the ' +
          'Prohibited List. Within a class, names are in the order of the LanguageCode header (ko default, en).',
        tags,
        querystring: substanceListQuerySchema,
        response: { 200: substanceListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'LanguageCode')
      return searchSubstances(app.db, request.query, readerLanguage(request.headers))
    },
  )

  app.post(
    '/clean/reports',
    {
      config: { access: 'public', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        summary: 'Send a report (doping, match fixing, illegal betting, violence...)',
        description:
          'Public; anonymous or named (name, a mobile or an e-mail, and consent). Field problems answer 400 ' +
          'VALIDATION with a code per field and store nothing. ' +
          `Limited to ${REPORT_RATE_LIMIT.max} reports per address in ${REPORT_RATE_LIMIT.timeWindow} (429 ` +
          `RATE_LIMITED).`,
        tags,
        body: reportBodySchema,
        response: { 201: reportReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await receiveReport(app.db, request.body, now())),
  )

  app.get(
    '/clean/reports',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Reports received (staff)',
        tags,
        querystring: reportListQuerySchema,
        response: { 200: reportListSchema, ...errorResponses },
      },
    },
    async (request) => listReports(app.db, request.query),
  )

  app.patch(
    '/clean/reports/:reportId',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Move a report forward: under review, closed (staff)',
        description: 'Forward only; a closed report, or one already at that status, answers 409 CONFLICT.',
        tags,
        params: reportIdParamsSchema,
        body: reportStatusBodySchema,
        response: { 200: reportItemSchema, ...errorResponses },
      },
    },
    async (request) => setReportStatus(app.db, request.params.reportId, request.body.status, now()),
  )

  await app.register(tueRoutes)
}
