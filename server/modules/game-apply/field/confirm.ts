import { ERROR_CODES } from '@contract/errors'
import { UNLIMITED_FIELD } from '@domain/applications'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { AppDb } from '../../../db/database'
import { applicationFields, entries, members, tournamentApplications } from '../../../db/schema/index'
import { httpError } from '../../../http/http-error'
import { writeAudit, type RequestOrigin } from '../../auth/audit'
import { drawFirstRoundIfNone } from './first-round-draw'
import { entryFor, playerFor } from './field-players'
import type { FieldGame } from './game-view'

export interface ConfirmResult {
  confirmedAt: Date
  entries: number
}

/**
 * Staff confirm the field (APP-11, decision 0082): after the window, every paid application in the field becomes an
 * entry of the tournament. Again later: only those paid since (the others already carry their entry). The field row's
 * lock serialises two staff confirming at once, as it serialises the applying rush.
 */
export async function confirmField(
  db: AppDb,
  game: FieldGame,
  staffId: number,
  at: Date,
  origin: RequestOrigin,
): Promise<ConfirmResult> {
  if (game.dto.window !== 'ended') {
    throw httpError(
      409,
      ERROR_CODES.APPLICATION_WINDOW_NOT_ENDED,
      'The field can be confirmed only after applications have closed.',
    )
  }
  const t = game.row
  return db.transaction(async (tx) => {
    await tx
      .insert(applicationFields)
      .values({ tournamentId: t.id, fieldSize: t.fieldSize ?? UNLIMITED_FIELD })
      .onConflictDoNothing()
    await tx.select().from(applicationFields).where(eq(applicationFields.tournamentId, t.id)).for('update')
    const paid = await tx
      .select({ applicationId: tournamentApplications.id, member: members })
      .from(tournamentApplications)
      .innerJoin(members, eq(members.id, tournamentApplications.memberId))
      .where(
        and(
          eq(tournamentApplications.tournamentId, t.id),
          eq(tournamentApplications.state, 'paid'),
          isNull(tournamentApplications.entryId),
        ),
      )
      .orderBy(asc(tournamentApplications.arrivalNo))
    let playersMade = 0
    for (const { applicationId, member } of paid) {
      const player = await playerFor(tx, member)
      if (player.created) playersMade += 1
      const entryId = await entryFor(tx, t.id, player.id, member.membershipKind === 'regular')
      await tx
        .update(tournamentApplications)
        .set({ entryId, updatedAt: at })
        .where(eq(tournamentApplications.id, applicationId))
    }
    await tx
      .update(applicationFields)
      .set({ confirmedAt: at, confirmedBy: staffId })
      .where(eq(applicationFields.tournamentId, t.id))
    const teeGroups = paid.length > 0 ? await drawFirstRoundIfNone(tx, t) : 0
    const [field] = await tx.select({ n: count() }).from(entries).where(eq(entries.tournamentId, t.id))
    await writeAudit(
      tx,
      {
        action: 'application_field_confirm',
        memberId: staffId,
        at,
        detail: { tournamentId: t.id, entriesAdded: paid.length, playersMade, teeGroups },
      },
      origin,
    )
    return { confirmedAt: at, entries: field?.n ?? 0 }
  })
}
