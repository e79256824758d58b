import {
  consentResultSchema,
  memberNoParamsSchema,
  myReinstatementSchema,
  reinstatementBodySchema,
  reinstatementSchema,
} from '@contract/dues'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { applyForReinstatement, consentTo, myReinstatement } from './reinstatement'

const tags = ['mypage']

/** The expelled member's application and the other members' consents (docs/requirements/standing-and-dues.md#sd-7). */
export const reinstatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  app.get(
    '/mypage/reinstatement',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My reinstatement window and application',
        tags,
        response: { 200: myReinstatementSchema, ...errorResponses },
      },
    },
    (request) => myReinstatement(app.db, authOf(request).memberId, now()),
  )
  app.post(
    '/mypage/reinstatement',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Apply for reinstatement',
        description: 'Expelled members within the window only (409 REINSTATEMENT_CLOSED otherwise).',
        tags,
        body: reinstatementBodySchema,
        response: { 201: reinstatementSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await applyForReinstatement(
            app.db,
            authOf(request).memberId,
            request.body.statement,
            originOf(request),
            now(),
          ),
        ),
  )
  app.post(
    '/reinstatements/:memberNo/consent',
    {
      config: { access: 'member' },
      schema: {
        summary: "Consent to another member's reinstatement",
        description:
          'From my own account; active association members only, never for myself (403 CONSENT_REFUSED), once ' +
          '(409 CONFLICT).',
        tags,
        params: memberNoParamsSchema,
        response: { 200: consentResultSchema, ...errorResponses },
      },
    },
    (request) => consentTo(app.db, authOf(request).memberId, request.params.memberNo, originOf(request), now()),
  )
}
