import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import type { z } from 'zod'
import type { consentResultSchema, myReinstatementSchema } from '@contract/dues'
import { ERROR_CODES } from '@contract/errors'
import { REINSTATEMENT_CONSENTS, reinstatementWindow, windowPosition } from '@domain/membership'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import {
  duesPeriods,
  members,
  reinstatementApplications,
  reinstatementConsents,
  standingChanges,
} from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { type RequestOrigin, writeAudit } from '../auth/audit'
import { applicationsOf, consentCount, memberRecord } from './repository'
import { OWING } from './snapshot'
import { moveStanding } from './standing'
import { reinstatementDto } from './views'

/**
 * Reinstatement (docs/requirements/standing-and-dues.md#sd-7): an expelled member applies within the window, ten
 * other active members consent from their own accounts, and the secretariat approves or rejects with a reason.
 */

const OPEN = ['collecting', 'submitted'] as const

/** The day of the member's latest expulsion (its standing change), or the day the standing became expelled. */
export async function expelledOnOf(db: AppDb, memberId: number): Promise<string | null> {
  const [change] = await db
    .select({ on: standingChanges.on })
    .from(standingChanges)
    .where(and(eq(standingChanges.memberId, memberId), eq(standingChanges.to, 'expelled')))
    .orderBy(desc(standingChanges.at), desc(standingChanges.id))
    .limit(1)
  if (change) return change.on
  return (await memberRecord(db, memberId))?.standingSince ?? null
}

export async function myReinstatement(
  db: AppDb,
  memberId: number,
  now: Date,
): Promise<z.infer<typeof myReinstatementSchema>> {
  const row = await memberRecord(db, memberId)
  const standing = row?.standing ?? 'active'
  const expelledOn = standing === 'expelled' ? await expelledOnOf(db, memberId) : null
  const window = expelledOn ? reinstatementWindow(expelledOn) : null
  const [latest] = await applicationsOf(db, memberId).limit(1)
  const open = latest !== undefined && (OPEN as readonly string[]).includes(latest.application.state)
  return {
    standing,
    expelledOn,
    window,
    mayApply: window !== null && windowPosition(window, seoulDate(now)) === 'open' && !open,
    application: latest ? reinstatementDto(latest.application, latest.consents) : null,
  }
}

const closed = (why: string) => httpError(409, ERROR_CODES.REINSTATEMENT_CLOSED, why)

export async function applyForReinstatement(
  db: AppDb,
  memberId: number,
  statement: string,
  origin: RequestOrigin,
  now: Date,
) {
  const mine = await myReinstatement(db, memberId, now)
  if (mine.standing !== 'expelled') throw closed('Only an expelled member applies for reinstatement')
  if (!mine.mayApply) throw closed('Outside the application period, or an application is already open')
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reinstatementApplications)
      .values({ memberId, statement, appliedAt: now, state: 'collecting' })
      .onConflictDoNothing()
      .returning()
    if (!created) throw closed('An application is already open')
    await writeAudit(
      tx,
      { action: 'reinstatement_apply', memberId, at: now, detail: { application: created.id } },
      origin,
    )
    return reinstatementDto(created, 0)
  })
}

const refused = (why: string) => httpError(403, ERROR_CODES.CONSENT_REFUSED, why)

/** Another active member's consent, from his own account; the tenth consent submits the application. */
export async function consentTo(
  db: AppDb,
  consenterId: number,
  memberNo: string,
  origin: RequestOrigin,
  now: Date,
): Promise<z.infer<typeof consentResultSchema>> {
  const consenter = await memberRecord(db, consenterId)
  if (!consenter?.memberNo || !['active', 'reinstated'].includes(consenter.standing))
    throw refused('Only an active association member may consent')
  const [applicant] = await db.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo))
  if (!applicant) throw httpError(404, ERROR_CODES.NOT_FOUND, `No member ${memberNo}`)
  if (applicant.id === consenterId) throw refused('Nobody consents to his own reinstatement')
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(reinstatementApplications)
      .where(
        and(eq(reinstatementApplications.memberId, applicant.id), inArray(reinstatementApplications.state, [...OPEN])),
      )
      .for('update')
    if (!application) throw httpError(404, ERROR_CODES.NOT_FOUND, `Member ${memberNo} has no open application`)
    const added = await tx
      .insert(reinstatementConsents)
      .values({ applicationId: application.id, consenterId, at: now })
      .onConflictDoNothing()
      .returning({ id: reinstatementConsents.id })
    if (added.length === 0) throw httpError(409, ERROR_CODES.CONFLICT, 'You already consented')
    const [{ consents } = { consents: 0 }] = await tx
      .select({ consents: consentCount })
      .from(reinstatementApplications)
      .where(eq(reinstatementApplications.id, application.id))
    const state = consents >= REINSTATEMENT_CONSENTS ? 'submitted' : application.state
    if (state !== application.state)
      await tx.update(reinstatementApplications).set({ state }).where(eq(reinstatementApplications.id, application.id))
    await writeAudit(
      tx,
      { action: 'reinstatement_consent', memberId: consenterId, at: now, detail: { application: application.id } },
      origin,
    )
    return { memberNo, state, consents, consentsNeeded: REINSTATEMENT_CONSENTS }
  })
}

/** Staff: every application, open ones first, newest first. */
export async function staffReinstatements(db: AppDb) {
  const rows = await db
    .select({
      application: reinstatementApplications,
      consents: consentCount,
      name: members.name,
      memberNo: members.memberNo,
    })
    .from(reinstatementApplications)
    .innerJoin(members, eq(members.id, reinstatementApplications.memberId))
    .orderBy(desc(inArray(reinstatementApplications.state, [...OPEN])), desc(reinstatementApplications.appliedAt))
  return {
    items: rows.map((r) => ({
      ...reinstatementDto(r.application, r.consents),
      memberId: r.application.memberId,
      memberNo: r.memberNo,
      name: r.name,
    })),
  }
}

/**
 * Staff approve (the member is reinstated; the dues left unpaid before are written off, so that the arrears that
 * expelled him do not expel him again) or reject with a reason. Only a submitted application (10 consents) may be
 * approved; either decision is final and audited.
 */
export async function decideReinstatement(
  db: AppDb,
  staffId: number,
  applicationId: number,
  decision: { approve: boolean; reason: string },
  origin: RequestOrigin,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(reinstatementApplications)
      .where(eq(reinstatementApplications.id, applicationId))
      .for('update')
    if (!application) throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${applicationId} not found`)
    if (!(OPEN as readonly string[]).includes(application.state))
      throw httpError(409, ERROR_CODES.CONFLICT, 'The application was already decided')
    if (decision.approve && application.state !== 'submitted')
      throw httpError(409, ERROR_CODES.CONFLICT, `Approval needs ${REINSTATEMENT_CONSENTS} consents`)
    const state = decision.approve ? 'approved' : 'rejected'
    const [decided] = await tx
      .update(reinstatementApplications)
      .set({ state, decidedBy: staffId, decidedAt: now, decisionReason: decision.reason })
      .where(eq(reinstatementApplications.id, applicationId))
      .returning()
    const memberId = application.memberId
    if (decision.approve) {
      const [m] = await tx
        .select({ standing: members.standing })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update')
      await tx
        .update(duesPeriods)
        .set({ state: 'canceled', note: `Written off by reinstatement ${applicationId}`, inOrderSince: null })
        .where(
          and(
            eq(duesPeriods.memberId, memberId),
            inArray(duesPeriods.state, [...OWING]),
            lt(duesPeriods.startsOn, seoulDate(now)),
          ),
        )
      await moveStanding(
        tx,
        { memberId, from: m?.standing ?? 'expelled', to: 'reinstated', cause: 'reinstatement_approved' },
        {
          now,
          note: decision.reason,
          actorId: staffId,
        },
      )
    }
    await writeAudit(
      tx,
      {
        action: decision.approve ? 'reinstatement_approve' : 'reinstatement_reject',
        memberId: staffId,
        at: now,
        detail: { application: applicationId, member: memberId, reason: decision.reason },
      },
      origin,
    )
    const [{ consents } = { consents: 0 }] = await tx
      .select({ consents: consentCount })
      .from(reinstatementApplications)
      .where(eq(reinstatementApplications.id, applicationId))
    return reinstatementDto(decided!, consents)
  })
}
