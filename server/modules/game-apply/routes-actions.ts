import {
  applicationSchema,
  applyBodySchema,
  cancelBodySchema,
  cancelVbankBodySchema,
  cartRemoveBodySchema,
  cartRemovedSchema,
  changeBodySchema,
  playerAgreedSchema,
  playerAgreeSchema,
} from '@contract/game-apply'
import { idempotencyHeadersSchema, optionalIdempotencyHeadersSchema } from '@contract/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { withIdempotency } from '../payments/index'
import { admissionUsed, requireAdmission } from '../ticketing/waiting-room/admission'
import { applicationById } from './application-views'
import { applyForGame } from './apply'
import { cancelApplication, cancelVirtualAccount } from './cancel'
import { changeApplication, removeFromCart } from './change-and-cart'
import { agree } from './conditions'
import { gameRow } from './games'

const tags = ['game-apply']

/** The member's actions on applications (docs/decisions/0082-application-lifecycle.md, APP-1, APP-8, APP-9). */
export const gameApplyActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const provider = () => app.payments ?? null
  const answer = async (id: number, at: Date) => (await applicationById(app.db, id, at))!

  app.post(
    '/game/player/agree',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Agree to a tournament’s application terms (asked before applying)',
        tags,
        body: playerAgreeSchema,
        response: { 200: playerAgreedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await gameRow(app.db, request.body.gameId)
      return agree(app.db, authOf(request).memberId, request.body.gameId, now())
    },
  )
  app.post(
    '/game/apply',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Apply for a tournament: a place to pay within 24 hours, or a place on the waiting list',
        description:
          'Refusals in order, each changing nothing: 422 APPLICATION_CONSENT_REQUIRED, 403 APPLICATION_NOT_ELIGIBLE, ' +
          '403 APPLICATION_DUES_UNPAID / APPLICATION_ENTRANCE_FEE_UNPAID / STANDING_DISCIPLINE / FORBIDDEN, 409 ' +
          'APPLICATION_NOT_OPEN_YET / APPLICATION_ENDED, 409 APPLICATION_ALREADY_APPLIED, 403 QUEUE_TOKEN_REQUIRED ' +
          '(the applications waiting room is on), 422 APPLICATION_FAILED. Pay through POST /payments/orders ' +
          '(purpose entry_fee, refs = application ids). With an Idempotency-Key a retry gets the same application.',
        tags,
        headers: optionalIdempotencyHeadersSchema,
        body: applyBodySchema,
        response: { 201: applicationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const at = now()
      const body = request.body
      const key = request.headers['idempotency-key']
      const admission = {
        tournamentId: body.gameId,
        sessionId: auth.sessionId,
        token: body.queueToken,
        now: at,
        purpose: 'applications' as const,
      }
      const work = async () => {
        const application = await applyForGame(app.db, {
          memberId: auth.memberId,
          gameId: body.gameId,
          caddie: body.caddie,
          mobile: body.mobile,
          now: at,
          idempotencyKey: key,
          admit: () => requireAdmission(app, admission),
        }).catch((error: { cause?: unknown }) => {
          // The member reads "contact the association" (APP-9); the association's log keeps what went wrong.
          if (error.cause) request.log.error({ err: error.cause }, 'tournament application failed')
          throw error
        })
        // The member's place in the waiting room goes to the next in line (docs/requirements/ticketing.md#tkt-8).
        await admissionUsed(app, admission)
        return application
      }
      const application = key
        ? await withIdempotency(app.db, { scope: `game-apply:${auth.memberId}`, key, request: body, now: at }, work)
        : await work()
      return reply.code(201).send(application)
    },
  )
  app.post(
    '/game/change',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Change my application’s caddie or contact number while the window is open',
        description: 'Neither caddie nor mobile: 400 VALIDATION. After the window: 409 PERIOD_ENDED.',
        tags,
        body: changeBodySchema,
        response: { 200: applicationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const at = now()
      await changeApplication(app.db, { memberId: authOf(request).memberId, ...request.body }, at)
      return answer(request.body.applicationId, at)
    },
  )
  app.post(
    '/game/cancel',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Cancel my application while the window is open (a paid one is refunded in full)',
        description:
          'A paid virtual account needs refundAccount (422 REFUND_ACCOUNT_REQUIRED) and reads ' +
          'cancellation_requested until the bank’s refund. The place goes to the first on the waiting list. After ' +
          'the window: 409 PERIOD_ENDED. A second cancel of the same place: 409 APPLICATION_NOT_CHANGEABLE; an ' +
          'open order that also pays other applications: 409 APPLICATION_ORDER_SHARED; an entry fee paid by ' +
          'transfer to the association: 422 PAYMENT_NOT_CANCELABLE. Idempotent by Idempotency-Key.',
        tags,
        headers: idempotencyHeadersSchema,
        body: cancelBodySchema,
        response: { 200: applicationSchema, ...errorResponses },
      },
    },
    (request) => {
      const memberId = authOf(request).memberId
      const at = now()
      const key = request.headers['idempotency-key']
      return withIdempotency(
        app.db,
        { scope: `game-cancel:${memberId}`, key, request: request.body, now: at },
        async () => {
          await cancelApplication(app.db, provider(), { memberId, ...request.body, now: at })
          return answer(request.body.applicationId, at)
        },
      )
    },
  )
  app.post(
    '/game/cancel/vbank',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Withdraw my issued, unpaid virtual account; the place stays, to be paid by card before payBy',
        description:
          'After the window: 409 PERIOD_ENDED; after payBy: 409 PAYMENT_NOT_CANCELABLE; an account that also pays ' +
          'other applications: 409 APPLICATION_ORDER_SHARED.',
        tags,
        body: cancelVbankBodySchema,
        response: { 200: applicationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const at = now()
      const memberId = authOf(request).memberId
      await cancelVirtualAccount(app.db, provider(), { memberId, applicationId: request.body.applicationId, now: at })
      return answer(request.body.applicationId, at)
    },
  )
  app.post(
    '/game/apply/cartdelsch',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Remove unpaid applications from my cart (their places go to the waiting list)',
        description: '404 NO_DATA_TO_REMOVE when none of them is an unpaid place; after the window 409 PERIOD_ENDED.',
        tags,
        body: cartRemoveBodySchema,
        response: { 200: cartRemovedSchema, ...errorResponses },
      },
    },
    (request) => removeFromCart(app.db, authOf(request).memberId, request.body.applicationIds, now()),
  )
}
