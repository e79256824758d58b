import { inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { duesPeriods, entranceFees } from '../../db/schema/index'
import type { Payable, PaidOrder, PayableLine } from '../payments/index'
import { awaitDeposit, type LedgerTable, lockPayable, releaseRows, settleRows, unsettleRows } from './ledger-rows'
import { reevaluateStanding } from './standing'

/**
 * The two things a member pays the association through the payment door (docs/requirements/payments.md#pay-1,
 * standing-and-dues.md#sd-3, #sd-5): dues periods and the entrance fee. Each prices the member's own owed rows and
 * settles them in the door's transaction; paying dues re-evaluates the standing there too, so that paying the
 * arrears lifts a suspension at the moment of payment (SD-6).
 */
const refsOf = (lines: PayableLine[], kind: string) => lines.filter((l) => l.refKind === kind).map((l) => l.refId)

/** Refunded lines, newest first, as far as the refunded amount covers whole lines. */
function refundedLines(lines: PayableLine[], kind: string, amount: number, full: boolean): number[] {
  const own = lines.filter((l) => l.refKind === kind)
  if (full) return own.map((l) => l.refId)
  const out: number[] = []
  let left = amount
  for (const line of [...own].sort((a, b) => b.refId - a.refId)) {
    if (line.amount > left) break
    out.push(line.refId)
    left -= line.amount
  }
  return out
}

function ledgerPayable(
  purpose: Payable['purpose'],
  table: LedgerTable,
  refKind: string,
  describe: (tx: AppDb, ids: number[]) => Promise<Map<number, string>>,
  title: (names: string[]) => string,
): Payable {
  return {
    purpose,
    async price(tx, memberId, refs, now) {
      const rows = await lockPayable(tx, table, memberId, refs, now)
      const names = await describe(
        tx,
        rows.map((r) => r.id),
      )
      const lines = rows.map((r) => ({ refKind, refId: r.id, name: names.get(r.id) ?? refKind, amount: r.amount }))
      return { title: title(lines.map((l) => l.name)), lines }
    },
    async onPaid(tx, order: PaidOrder, now) {
      await settleRows(tx, table, order.memberId, refsOf(order.lines, refKind), {
        paidAt: order.approvedAt,
        orderId: order.id,
        orderNo: order.orderNo,
        method: order.method,
      })
      await reevaluateStanding(tx, order.memberId, now)
    },
    async onCanceled(tx, order, amount, full, now) {
      await unsettleRows(tx, table, order.id, refundedLines(order.lines, refKind, amount, full))
      await reevaluateStanding(tx, order.memberId, now)
    },
    async onAwaitingDeposit(tx, order) {
      await awaitDeposit(tx, table, refsOf(order.lines, refKind), order)
    },
    async onAbandoned(tx, order) {
      await releaseRows(tx, table, refsOf(order.lines, refKind))
    },
  }
}

async function periodNames(tx: AppDb, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: duesPeriods.id, period: duesPeriods.period })
    .from(duesPeriods)
    .where(inArray(duesPeriods.id, ids))
  return new Map(rows.map((r) => [r.id, r.period]))
}

export const DUES_REF = 'dues_period'
export const ENTRANCE_FEE_REF = 'entrance_fee'

/**
 * A dues line is named by its period's code (`2026-1`), which the portal's pages translate by the line's refKind
 * (src/lib/payment-labels.ts); the title is the order name the gateway's window shows, as merchants send one.
 */
export const duesPayable: Payable = ledgerPayable('dues', duesPeriods, DUES_REF, periodNames, (names) =>
  names.length === 1 ? `Dues ${names[0]}` : `Dues ${names[0]} and ${names.length - 1} more`,
)

export const entranceFeePayable: Payable = ledgerPayable(
  'entrance_fee',
  entranceFees,
  ENTRANCE_FEE_REF,
  async (_tx, ids) => new Map(ids.map((id) => [id, 'Entrance fee'])),
  () => 'Entrance fee',
)
