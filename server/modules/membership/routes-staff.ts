import {
  memberLedgerSchema,
  offlineTransferBodySchema,
  reinstatementDecisionBodySchema,
  reinstatementParamsSchema,
  reinstatementSchema,
  sanctionBodySchema,
  sanctionSchema,
  staffMemberParamsSchema,
  staffMemberQuerySchema,
  staffMembersSchema,
  staffReinstatementsSchema,
} from '@contract/dues'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { decideReinstatement, staffReinstatements } from './reinstatement'
import { memberLedger, recordSanction, recordTransfer, searchMembers } from './staff'

const tags = ['staff']
const staff = { access: 'staff' } as const

/** The secretariat's standing console (docs/requirements/standing-and-dues.md#sd-13); every action audited. */
export const staffStandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  app.get(
    '/staff/members',
    {
      config: staff,
      schema: {
        summary: 'Find a member by name, membership number or login ID (staff)',
        tags,
        querystring: staffMemberQuerySchema,
        response: { 200: staffMembersSchema, ...errorResponses },
      },
    },
    (request) => searchMembers(app.db, request.query.q),
  )
  app.get(
    '/staff/members/:memberId/ledger',
    {
      config: staff,
      schema: {
        summary: "A member's dues, entrance fee, records and standing (staff)",
        tags,
        params: staffMemberParamsSchema,
        response: { 200: memberLedgerSchema, ...errorResponses },
      },
    },
    (request) => memberLedger(app.db, authOf(request).memberId, request.params.memberId, originOf(request), now()),
  )
  app.post(
    '/staff/members/:memberId/transfers',
    {
      config: staff,
      schema: {
        summary: 'Record an offline bank transfer (staff)',
        description: 'The amount must be the sum of the rows named (400 on amount otherwise); answers the ledger.',
        tags,
        params: staffMemberParamsSchema,
        body: offlineTransferBodySchema,
        response: { 200: memberLedgerSchema, ...errorResponses },
      },
    },
    (request) =>
      recordTransfer(app.db, authOf(request).memberId, request.params.memberId, request.body, originOf(request), now()),
  )
  app.post(
    '/staff/members/:memberId/sanctions',
    {
      config: staff,
      schema: {
        summary: 'Record a reward or a discipline (staff)',
        tags,
        params: staffMemberParamsSchema,
        body: sanctionBodySchema,
        response: { 201: sanctionSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordSanction(
            app.db,
            authOf(request).memberId,
            request.params.memberId,
            request.body,
            originOf(request),
            now(),
          ),
        ),
  )
  app.get(
    '/staff/reinstatements',
    {
      config: staff,
      schema: {
        summary: 'Reinstatement applications, open ones first (staff)',
        tags,
        response: { 200: staffReinstatementsSchema, ...errorResponses },
      },
    },
    () => staffReinstatements(app.db),
  )
  app.post(
    '/staff/reinstatements/:applicationId/decision',
    {
      config: staff,
      schema: {
        summary: 'Approve or reject a reinstatement with a reason (staff)',
        description: 'Approval needs the consents (409 CONFLICT before); a decided application stays decided.',
        tags,
        params: reinstatementParamsSchema,
        body: reinstatementDecisionBodySchema,
        response: { 200: reinstatementSchema, ...errorResponses },
      },
    },
    (request) =>
      decideReinstatement(
        app.db,
        authOf(request).memberId,
        request.params.applicationId,
        request.body,
        originOf(request),
        now(),
      ),
  )
}
