import { ERROR_CODES } from '@contract/errors'
import type { CashLedgerDto } from '@contract/wallet'
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { cashBalances, cashEntries } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

/**
 * The cash ledger (docs/requirements/my-page.md#my-13): every credit and debit is an entry linked to its cause, and
 * `cash_balances` keeps the running sum. A debit is one conditional update (`balance >= amount`): PostgreSQL
 * re-checks the condition after a concurrent spend commits, so two spends can never both take the last won and the
 * balance never goes negative (the table's check refuses it too).
 */
export interface CashCause {
  /** e.g. `staff_adjustment`, `ticket_order` (contract/wallet.ts CASH_CAUSE_KINDS). */
  kind: string
  id?: number | null
  note?: string
  at: Date
}

export interface CashMovement {
  entryId: number
  balance: number
}

const positive = (amount: number) => {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`A cash amount is a positive integer won: ${amount}`)
}

async function writeEntry(tx: AppDb, memberId: number, amount: number, balance: number, cause: CashCause) {
  const [entry] = await tx
    .insert(cashEntries)
    .values({
      memberId,
      amount,
      causeKind: cause.kind,
      causeId: cause.id ?? null,
      note: cause.note ?? '',
      balanceAfter: balance,
      createdAt: cause.at,
    })
    .returning({ id: cashEntries.id })
  return { entryId: entry!.id, balance }
}

/** Adds `amount` won to the member's cash inside the caller's transaction. */
export async function creditCash(tx: AppDb, memberId: number, amount: number, cause: CashCause): Promise<CashMovement> {
  positive(amount)
  const [row] = await tx
    .insert(cashBalances)
    .values({ memberId, balance: amount, updatedAt: cause.at })
    .onConflictDoUpdate({
      target: cashBalances.memberId,
      set: { balance: sql`${cashBalances.balance} + ${amount}`, updatedAt: cause.at },
    })
    .returning({ balance: cashBalances.balance })
  return writeEntry(tx, memberId, amount, row!.balance, cause)
}

/**
 * Takes `amount` won from the member's cash inside the caller's transaction; throws 422 CASH_INSUFFICIENT (nothing
 * changed) when the balance does not cover it.
 */
export async function spendCash(tx: AppDb, memberId: number, amount: number, cause: CashCause): Promise<CashMovement> {
  positive(amount)
  const [row] = await tx
    .update(cashBalances)
    .set({ balance: sql`${cashBalances.balance} - ${amount}`, updatedAt: cause.at })
    .where(and(eq(cashBalances.memberId, memberId), gte(cashBalances.balance, amount)))
    .returning({ balance: cashBalances.balance })
  if (!row) throw httpError(422, ERROR_CODES.CASH_INSUFFICIENT, 'Not enough cash.')
  return writeEntry(tx, memberId, -amount, row.balance, cause)
}

export async function cashBalanceOf(db: AppDb, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: cashBalances.balance })
    .from(cashBalances)
    .where(eq(cashBalances.memberId, memberId))
  return row?.balance ?? 0
}

/** GET /api/mypage/cash: the balance and a page of the ledger, newest first. */
export async function cashLedger(db: AppDb, memberId: number, page: number, pageSize: number): Promise<CashLedgerDto> {
  const [balance, [count], rows] = await Promise.all([
    cashBalanceOf(db, memberId),
    db.select({ n: sql<number>`count(*)::int` }).from(cashEntries).where(eq(cashEntries.memberId, memberId)),
    db
      .select()
      .from(cashEntries)
      .where(eq(cashEntries.memberId, memberId))
      .orderBy(desc(cashEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ])
  return {
    balance,
    page,
    pageSize,
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      causeKind: r.causeKind,
      causeId: r.causeId,
      note: r.note,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}
