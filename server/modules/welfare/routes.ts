import fastifyMultipart from '@fastify/multipart'
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  welfareApplicationSchema,
  welfareEditQuerySchema,
  welfareEligibilitySchema,
  welfareFileParamsSchema,
  welfareIdParamsSchema,
  welfareListSchema,
} from '@contract/welfare'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEMO_EVIDENCE } from '../../db/demo/welfare'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { editApplication, submitApplication } from './apply'
import { eligibilityOf } from './eligibility'
import { EvidenceStore } from './evidence-store'
import { contentDisposition, evidenceFile } from './files'
import { readMultipartForm } from './multipart-form'
import { myApplication, myApplications } from './read'
import { staffWelfareRoutes } from './routes-staff'

const tags = ['mypage']
const own = { access: 'member' } as const
const FORM =
  'multipart/form-data: the fields of WelfareFields as text parts and 1 to ' +
  `${EVIDENCE_MAX_FILES} evidence documents as \`files\` parts (images or PDF by content, ` +
  `${EVIDENCE_MAX_BYTES / 1024 / 1024} MB each). A refusal stores nothing.`

/** Welfare applications (docs/requirements/my-page.md#my-7 to #my-10) and the staff's review. */
export const welfareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const store = new EvidenceStore(app.config.DATA_DIR)
  // Multipart only for these routes (docs/requirements/my-page.md#my-8); the rest of the API stays JSON.
  await app.register(fastifyMultipart, { limits: { fileSize: EVIDENCE_MAX_BYTES, files: EVIDENCE_MAX_FILES } })
  // The demo's applications carry evidence; its bytes live under DATA_DIR, so a demo server writes them at start.
  if (app.demo.on)
    app.addHook('onReady', async () => {
      for (const e of DEMO_EVIDENCE) await store.ensure(e.key, e.make)
    })
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).memberId

  app.get(
    '/mypage/benefit/apply',
    {
      config: own,
      schema: { summary: 'My welfare applications', tags, response: { 200: welfareListSchema, ...errorResponses } },
    },
    (request) => myApplications(app.db, me(request), now()),
  )
  app.get(
    '/mypage/benefit/eligibility',
    {
      config: own,
      schema: {
        summary: 'My welfare pension and scholarship eligibility, and the unpaid dues a payment would settle',
        tags,
        response: { 200: welfareEligibilitySchema, ...errorResponses },
      },
    },
    (request) => eligibilityOf(app.db, me(request), now()),
  )
  app.get(
    '/mypage/benefit/:id',
    {
      config: own,
      schema: {
        summary: 'One of my welfare applications',
        tags,
        params: welfareIdParamsSchema,
        response: { 200: welfareApplicationSchema, ...errorResponses },
      },
    },
    (request) => myApplication(app.db, me(request), request.params.id, now()),
  )
  app.get(
    '/mypage/benefit/:id/files/:fileId',
    {
      config: own,
      schema: {
        summary: 'An evidence document (its owner and the secretariat only)',
        tags,
        params: welfareFileParamsSchema,
        response: { 200: z.string().describe('The file: an image or a PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const caller = { memberId: auth.memberId, staff: auth.roles.includes('staff') }
      const file = await evidenceFile(app.db, store, caller, request.params.id, request.params.fileId)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data as never)
    },
  )
  app.post(
    '/mypage/benefit/apply',
    {
      config: own,
      schema: {
        summary: 'Send a welfare application',
        description: FORM,
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: welfareApplicationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request)
      return reply.code(201).send(await submitApplication(app.db, store, me(request), form, now()))
    },
  )
  app.patch(
    '/mypage/benefit/apply',
    {
      config: own,
      schema: {
        summary: 'Edit a welfare application not reviewed yet, within its period',
        description:
          `${FORM} Files sent replace the evidence; none keeps it. ` +
          'After the period or the review: 409 PERIOD_ENDED.',
        tags,
        consumes: ['multipart/form-data'],
        querystring: welfareEditQuerySchema,
        response: { 200: welfareApplicationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request)
      return editApplication(app.db, store, me(request), request.query.id, form, now())
    },
  )
  await app.register(staffWelfareRoutes)
}
