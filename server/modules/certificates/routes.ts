import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  certificateCompetitionsSchema,
  certificateFactsSchema,
  certificateListSchema,
  certificateNoParamsSchema,
  certificateRequestSchema,
  certificateSchema,
  certificateVerificationSchema,
  revokeBodySchema,
  verifyQuerySchema,
} from '@contract/certificates'
import { seoulDate } from '@domain/time'
import { eq } from 'drizzle-orm'
import { members } from '../../db/schema/index'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { competitionsOf } from './competitions'
import { certificateFacts } from './facts'
import { certificatePdf } from './pdf'
import { verifyPathOf } from './repository'
import { issueCertificate, myCertificates, readableCertificate, revokeCertificate, verifyCertificate } from './service'

const tags = ['certificates']
const own = { access: 'member' } as const

/**
 * The verification page is public and reached by a QR: a person checks one certificate a few times, a script
 * walking numbers would need thousands (and the check code besides). Thirty an address a minute separates them.
 */
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const

/** Certificates (docs/requirements/my-page.md#my-5, #my-6): request, preview, issue, list, PDF, verify, revoke. */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys

  app.get(
    '/mypage/certificates/competitions',
    {
      config: own,
      schema: {
        summary: 'The tournaments I may put on a certificate (played ones, entered upcoming ones)',
        tags,
        response: { 200: certificateCompetitionsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [member] = await app.db
        .select({ memberNo: members.memberNo })
        .from(members)
        .where(eq(members.id, authOf(request).memberId))
      return competitionsOf(app.db, member?.memberNo ?? null, seoulDate(now()))
    },
  )
  app.post(
    '/certificates/preview',
    {
      config: own,
      schema: {
        summary: 'What a certificate would state if issued now (nothing is stored)',
        description: 'Refused like the issue itself (403 with the standing reason, 400 on the request).',
        tags,
        body: certificateRequestSchema,
        response: { 200: certificateFactsSchema, ...errorResponses },
      },
    },
    (request) => certificateFacts(app.db, authOf(request).memberId, request.body, now()),
  )
  app.post(
    '/certificates',
    {
      config: own,
      schema: {
        summary: 'Issue a certificate',
        description:
          'Refused to non-members, expelled, suspended or disciplined members, unpaid dues or entrance fee, ' +
          'incomplete introductory education; experience also under 3 years since the first enrollment (403). ' +
          'Competitions (1 to 5) must be the member’s own: played ones for records and participation, entered ' +
          'upcoming ones for planned participation (400 competitionIds otherwise).',
        tags,
        body: certificateRequestSchema,
        response: { 201: certificateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const issued = await issueCertificate(app.db, authOf(request).memberId, request.body, now())
      return reply.code(201).send(issued)
    },
  )
  app.get(
    '/certificates',
    {
      config: own,
      schema: {
        summary: 'My certificates, newest first',
        tags,
        response: { 200: certificateListSchema, ...errorResponses },
      },
    },
    (request) => myCertificates(app.db, authOf(request).memberId, now()),
  )
  app.get(
    '/certificates/:no/pdf',
    {
      config: own,
      schema: {
        summary: 'The certificate as a PDF (its holder or staff)',
        tags,
        params: certificateNoParamsSchema,
        response: { 200: z.string().describe('The PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await readableCertificate(app.db, authOf(request), request.params.no)
      const verifyUrl = `${request.protocol}://${request.host}${verifyPathOf(row)}`
      const pdf = await certificatePdf(row.no, row.facts, verifyUrl)
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${row.no}.pdf"`)
          .header('cache-control', 'private, no-store')
          // A Buffer goes out as it is (fastify serializes only objects); the schema documents it as a string.
          .send(pdf as never)
      )
    },
  )
  app.get(
    '/certificates/verify/:no',
    {
      config: { access: 'public', rateLimit: VERIFY_RATE_LIMIT },
      schema: {
        summary: 'Verify a certificate: valid, revoked or expired',
        description:
          'k is the check code the QR carries; an unknown number and a wrong code both answer 404. ' +
          `Limited to ${VERIFY_RATE_LIMIT.max} requests per address a minute (429).`,
        tags,
        params: certificateNoParamsSchema,
        querystring: verifyQuerySchema,
        response: { 200: certificateVerificationSchema, ...errorResponses },
      },
    },
    (request) => verifyCertificate(app.db, request.params.no, request.query.k, now()),
  )
  app.post(
    '/staff/certificates/:no/revoke',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Revoke a certificate with a reason (staff, audited)',
        tags: ['staff'],
        params: certificateNoParamsSchema,
        body: revokeBodySchema,
        response: { 200: certificateSchema, ...errorResponses },
      },
    },
    (request) =>
      revokeCertificate(
        app.db,
        authOf(request).memberId,
        request.params.no,
        request.body.reason,
        originOf(request),
        now(),
      ),
  )
}
