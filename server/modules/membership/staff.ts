import { and, eq, ilike, inArray, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { memberLedgerSchema, offlineTransferBodySchema, sanctionBodySchema } from '@contract/dues'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { MemberClass } from '@contract/member'
import type { AppDb } from '../../db/database'
import { duesPeriods, members, memberSanctions } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { type RequestOrigin, writeAudit } from '../auth/audit'
import { listOrders, recordOfflineTransfer } from '../payments/index'
import { applicationsOf, entranceFeeRowOf, memberRecord, periodsOf, sanctionsOf, standingChangesOf } from './repository'
import { duesPeriodDto, entranceFeeDto, reinstatementDto, sanctionDto, standingChangeDto } from './views'

/** The staff's standing console (docs/requirements/standing-and-dues.md#sd-13): every action audited. */

const SEARCH_LIMIT = 20

/** Members by name, membership number or login ID (a part of any). */
export async function searchMembers(db: AppDb, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await db
    .select()
    .from(members)
    .where(or(ilike(members.name, like), ilike(members.memberNo, like), ilike(members.loginId, like)))
    .orderBy(members.name, members.id)
    .limit(SEARCH_LIMIT)
  return {
    items: rows.map((r) => ({
      memberId: r.id,
      name: r.name,
      memberNo: r.memberNo,
      loginId: r.loginId,
      memberClass: (r.memberClass as MemberClass | null) ?? null,
      standing: r.standing,
    })),
  }
}

const notFound = (id: number) => httpError(404, ERROR_CODES.NOT_FOUND, `Member ${id} not found`)

export async function memberLedger(
  db: AppDb,
  staffId: number,
  memberId: number,
  origin: RequestOrigin,
  now: Date,
): Promise<z.infer<typeof memberLedgerSchema>> {
  const row = await memberRecord(db, memberId)
  if (!row) throw notFound(memberId)
  const [periods, fee, sanctions, changes, applications] = await Promise.all([
    periodsOf(db, memberId),
    entranceFeeRowOf(db, memberId),
    sanctionsOf(db, memberId),
    standingChangesOf(db, memberId),
    applicationsOf(db, memberId),
  ])
  await writeAudit(
    db,
    { action: 'staff_ledger_view', memberId: staffId, at: now, detail: { member: memberId } },
    origin,
  )
  return {
    memberId,
    name: row.name,
    memberNo: row.memberNo,
    memberClass: (row.memberClass as MemberClass | null) ?? null,
    standing: row.standing,
    periods: periods.map(duesPeriodDto),
    entranceFee: entranceFeeDto(fee),
    orders: await listOrders(db, memberId),
    sanctions: sanctions.map(sanctionDto),
    standingChanges: changes.map(standingChangeDto),
    reinstatements: applications.map((a) => reinstatementDto(a.application, a.consents)),
  }
}

/**
 * An offline bank transfer staff saw arrive: the named periods (and the entrance fee) become paid by transfer when
 * their sum is the amount deposited ("please check payment amount" otherwise), and the standing follows at once.
 * The door audits each order; the staff's note is audited here with the request.
 */
export async function recordTransfer(
  db: AppDb,
  staffId: number,
  memberId: number,
  body: z.infer<typeof offlineTransferBodySchema>,
  origin: RequestOrigin,
  now: Date,
) {
  if (!(await memberRecord(db, memberId))) throw notFound(memberId)
  const fee = body.entranceFee ? await entranceFeeRowOf(db, memberId) : undefined
  if (body.entranceFee && !fee) throw httpError(409, ERROR_CODES.PAYMENT_NOT_PAYABLE, 'No entrance fee is billed')
  // The payment door writes one DONE order per purpose, priced by the payables (which refuse rows not this member's,
  // settled or in an open order), settled through them (the standing follows) and audited; both or neither.
  await db.transaction(async (tx) => {
    const named = body.periodIds.length
      ? await tx
          .select({ amount: duesPeriods.amount })
          .from(duesPeriods)
          .where(and(eq(duesPeriods.memberId, memberId), inArray(duesPeriods.id, body.periodIds)))
      : []
    if (named.length !== new Set(body.periodIds).size)
      throw httpError(409, ERROR_CODES.PAYMENT_NOT_PAYABLE, "Not this member's dues periods")
    const duesAmount = named.reduce((sum, p) => sum + p.amount, 0)
    if (duesAmount + (fee?.amount ?? 0) !== body.amount)
      throw httpError(400, ERROR_CODES.VALIDATION, 'Please check payment amount', {
        amount: FIELD_ERRORS.INVALID_VALUE,
      })
    const transfer = { memberId, depositedOn: body.depositedOn, depositor: body.depositor, staffId, now }
    if (body.periodIds.length)
      await recordOfflineTransfer(tx, { ...transfer, purpose: 'dues', refs: body.periodIds, amount: duesAmount })
    if (fee)
      await recordOfflineTransfer(tx, { ...transfer, purpose: 'entrance_fee', refs: [fee.id], amount: fee.amount })
    await writeAudit(
      tx,
      {
        action: 'staff_transfer',
        memberId: staffId,
        at: now,
        detail: { member: memberId, periodIds: body.periodIds, entranceFee: body.entranceFee, note: body.note ?? null },
      },
      origin,
    )
  })
  return memberLedger(db, staffId, memberId, origin, now)
}

export async function recordSanction(
  db: AppDb,
  staffId: number,
  memberId: number,
  body: z.infer<typeof sanctionBodySchema>,
  origin: RequestOrigin,
  now: Date,
) {
  const row = await memberRecord(db, memberId)
  if (!row?.memberNo) throw httpError(404, ERROR_CODES.NOT_FOUND, `Association member ${memberId} not found`)
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(memberSanctions)
      .values({ memberId, ...body, recordedBy: staffId, recordedAt: now })
      .returning()
    await writeAudit(
      tx,
      {
        action: 'staff_sanction',
        memberId: staffId,
        at: now,
        detail: { member: memberId, sanction: created!.id, kind: body.kind },
      },
      origin,
    )
    return sanctionDto(created!)
  })
}
