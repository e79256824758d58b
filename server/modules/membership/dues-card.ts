import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { duesCardSchema } from '@contract/dues'
import type { AppDb } from '../../db/database'
import { billingCards, duesPeriods, members } from '../../db/schema/index'
import type { PaymentProvider } from '../../providers/payment/types'
import { billingCardOf, chargeBillingCard, findOrder, startCardRegistration } from '../payments/index'
import { OWING } from './snapshot'

/**
 * The dues card (docs/requirements/standing-and-dues.md#sd-12) on the payment door's billing cards: the member's
 * screen states, its registration, and the billing run's charge of every registered card.
 */
export async function duesCardOf(db: AppDb, memberId: number, now: Date): Promise<z.infer<typeof duesCardSchema>> {
  const card = await billingCardOf(db, memberId, now)
  const [row] = await db
    .select({ result: billingCards.lastChargeResult })
    .from(billingCards)
    .where(eq(billingCards.memberId, memberId))
  const order = row?.result ? await findOrder(db, row.result.orderNo) : null
  return {
    // The door's `none` and `pending` (a window opened, no card yet) are the specification's "no info".
    state: card.state === 'none' || card.state === 'pending' ? 'no_info' : card.state,
    cardLabel: card.cardLabel,
    approvedAt: card.approvedAt,
    lastCharge:
      card.lastChargeAt && row?.result
        ? {
            at: card.lastChargeAt,
            amount: order?.amount ?? 0,
            ok: row.result.ok,
            failure: row.result.ok ? null : card.failureReason,
          }
        : null,
  }
}

/** POST /api/mypage/opi-dues/card: the provider's window in billing mode (the body's `agreed` is checked by zod). */
export const registerDuesCard = (db: AppDb, provider: PaymentProvider, memberId: number, now: Date) =>
  startCardRegistration(db, provider, { memberId, now })

export interface CardChargeReport {
  charged: number
  failed: number
}

/**
 * After the billing run: each member with a registered card is charged for the dues periods he owes that no open
 * order is paying, one order per member; a refusal is recorded on the card by the door (suspended after repeated
 * refusals) and the periods stay unpaid for the member to pay otherwise.
 */
export async function chargeDuesCards(db: AppDb, provider: PaymentProvider, now: Date): Promise<CardChargeReport> {
  const owing = await db
    .select({ memberId: duesPeriods.memberId, id: duesPeriods.id })
    .from(duesPeriods)
    .innerJoin(billingCards, eq(billingCards.memberId, duesPeriods.memberId))
    .innerJoin(members, eq(members.id, duesPeriods.memberId))
    .where(
      and(
        eq(billingCards.state, 'registered'),
        inArray(duesPeriods.state, [...OWING]),
        isNull(duesPeriods.inOrderSince),
        inArray(members.standing, ['active', 'suspended', 'reinstated']),
      ),
    )
    .orderBy(duesPeriods.memberId, duesPeriods.startsOn)
  const byMember = new Map<number, number[]>()
  for (const p of owing) byMember.set(p.memberId, [...(byMember.get(p.memberId) ?? []), p.id])
  const report: CardChargeReport = { charged: 0, failed: 0 }
  for (const [memberId, refs] of byMember) {
    const result = await chargeBillingCard(db, provider, { memberId, purpose: 'dues', refs, now })
    if (result.ok) report.charged++
    else report.failed++
  }
  return report
}
