import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { ERROR_CODES } from '@contract/errors'
import type { AppDb } from '../../db/database'
import { type duesPeriods, type entranceFees } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { OWING } from './snapshot'

/**
 * The two ledgers a member pays (dues periods and the entrance fee) share their settlement columns
 * (server/db/schema/membership.ts): these functions lock, settle and release rows of either.
 */
export type LedgerTable = typeof duesPeriods | typeof entranceFees
// Both tables have the columns used here with the same types; drizzle cannot see through the union.
const shared = (table: LedgerTable) => table as typeof duesPeriods

export interface LockedRow {
  id: number
  amount: number
}

const notPayable = (message: string) => httpError(409, ERROR_CODES.PAYMENT_NOT_PAYABLE, message)

/**
 * Locks the member's rows `ids` (`for update`) and checks each is owed and in no open order; marks them as being
 * paid. Throws 409 PAYMENT_NOT_PAYABLE when one is another member's, unknown, settled or already in an order.
 */
export async function lockPayable(
  tx: AppDb,
  table: LedgerTable,
  memberId: number,
  ids: number[],
  now: Date,
): Promise<LockedRow[]> {
  const t = shared(table)
  const unique = [...new Set(ids)]
  const rows = await tx
    .select({ id: t.id, amount: t.amount, state: t.state, inOrderSince: t.inOrderSince })
    .from(table)
    .where(and(eq(t.memberId, memberId), inArray(t.id, unique)))
    .orderBy(t.id)
    .for('update')
  if (rows.length !== unique.length) throw notPayable('Not yours or unknown')
  const settled = rows.find((r) => !(OWING as readonly string[]).includes(r.state) || r.inOrderSince !== null)
  if (settled) throw notPayable(`Item ${settled.id} is already paid or being paid`)
  await tx.update(table).set({ inOrderSince: now }).where(inArray(t.id, unique))
  return rows.map((r) => ({ id: r.id, amount: r.amount }))
}

export interface Settlement {
  paidAt: Date
  orderId: number | null
  orderNo: string | null
  method: string | null
  note?: string | null
}

/** Marks owed rows paid; answers how many changed (a row already paid stays as it was). */
export async function settleRows(
  tx: AppDb,
  table: LedgerTable,
  memberId: number,
  ids: number[],
  s: Settlement,
): Promise<number> {
  if (ids.length === 0) return 0
  const t = shared(table)
  const changed = await tx
    .update(table)
    .set({
      state: 'paid',
      paidAt: s.paidAt,
      orderId: s.orderId,
      orderNo: s.orderNo,
      method: s.method,
      note: s.note ?? null,
      inOrderSince: null,
    })
    .where(and(eq(t.memberId, memberId), inArray(t.id, ids), inArray(t.state, [...OWING])))
    .returning({ id: t.id })
  return changed.length
}

/** Makes paid rows of an order owed again (a refund). */
export async function unsettleRows(tx: AppDb, table: LedgerTable, orderId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const t = shared(table)
  await tx
    .update(table)
    .set({ state: 'unpaid', paidAt: null, orderId: null, orderNo: null, method: null, inOrderSince: null })
    .where(and(inArray(t.id, ids), eq(t.orderId, orderId), eq(t.state, 'paid')))
}

/** An order ended unpaid: its rows may be paid again. */
export async function releaseRows(tx: AppDb, table: LedgerTable, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const t = shared(table)
  await tx
    .update(table)
    .set({ inOrderSince: null })
    .where(and(inArray(t.id, ids), inArray(t.state, [...OWING]), isNotNull(t.inOrderSince)))
}
