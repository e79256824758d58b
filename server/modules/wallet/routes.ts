import { staffMemberParamsSchema } from '@contract/dues'
import {
  cashLedgerSchema,
  cashQuerySchema,
  couponBatchBodySchema,
  couponBatchSchema,
  couponBoxSchema,
  couponSchema,
  registerCouponBodySchema,
  staffCashBodySchema,
} from '@contract/wallet'
import { ERROR_CODES } from '@contract/errors'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { members } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { errorResponses } from '../../http/responses'
import { originOf, writeAudit } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { cashLedger, creditCash, spendCash } from './cash'
import { couponBox, createCouponBatch, registerCoupon } from './coupons'

const tags = ['wallet']

/** The member's cash and coupon box, and the staff's adjustments and coupon batches (my-page.md#my-13, #my-14). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  app.get(
    '/mypage/cash',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My cash balance and its ledger, newest first',
        tags,
        querystring: cashQuerySchema,
        response: { 200: cashLedgerSchema, ...errorResponses },
      },
    },
    (request) => cashLedger(app.db, authOf(request).memberId, request.query.page, request.query.pageSize),
  )
  app.get(
    '/mypage/coupons',
    {
      config: { access: 'member' },
      schema: { summary: 'My coupon box', tags, response: { 200: couponBoxSchema, ...errorResponses } },
    },
    (request) => couponBox(app.db, authOf(request).memberId, now()),
  )
  app.post(
    '/mypage/coupons',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Register a coupon code',
        description:
          'An empty code answers 400 COUPON_CODE_REQUIRED; an unknown, expired, withdrawn, exhausted or already ' +
          'registered one 422 COUPON_REGISTRATION_FAILED.',
        tags,
        body: registerCouponBodySchema,
        response: { 201: couponSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const coupon = await registerCoupon(app.db, authOf(request).memberId, request.body.code, now())
      return reply.code(201).send(coupon)
    },
  )
  app.post(
    '/staff/cash/:memberId',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Credit or debit a member's cash with a reason (staff)",
        description: 'A debit above the balance answers 422 CASH_INSUFFICIENT and changes nothing. Audited.',
        tags: ['staff'],
        params: staffMemberParamsSchema,
        body: staffCashBodySchema,
        response: { 200: cashLedgerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const at = now()
      const staffId = authOf(request).memberId
      const { memberId } = request.params
      const { amount, reason } = request.body
      const [member] = await app.db.select({ id: members.id }).from(members).where(eq(members.id, memberId))
      if (!member) throw httpError(404, ERROR_CODES.NOT_FOUND, `Member ${memberId} not found`)
      await app.db.transaction(async (tx) => {
        const cause = { kind: 'staff_adjustment', id: staffId, note: reason, at }
        const moved =
          amount > 0 ? await creditCash(tx, memberId, amount, cause) : await spendCash(tx, memberId, -amount, cause)
        await writeAudit(
          tx,
          { action: 'cash_adjust', memberId: staffId, at, detail: { memberId, amount, entryId: moved.entryId } },
          originOf(request),
        )
      })
      return cashLedger(app.db, memberId, 1, 20)
    },
  )
  app.post(
    '/staff/coupons',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Create a batch of coupon codes (staff)',
        tags: ['staff'],
        body: couponBatchBodySchema,
        response: { 201: couponBatchSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const at = now()
      const batch = await createCouponBatch(app.db, request.body, at)
      await writeAudit(
        app.db,
        {
          action: 'coupon_batch',
          memberId: authOf(request).memberId,
          at,
          detail: { batch: batch.batch, count: batch.codes.length },
        },
        originOf(request),
      )
      return reply.code(201).send(batch)
    },
  )
}
