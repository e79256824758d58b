import { ERROR_CODES } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentApplications, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { windowOf } from './games'

/**
 * What change, cancel, virtual-account cancel and cart removal share (docs/decisions/0082-application-lifecycle.md):
 * the member's own application, and the window that must still be open ("Period ended so editing is impossible.",
 * APP-9).
 */
export async function myApplicationRow(db: AppDb, memberId: number, id: number) {
  const [row] = await db
    .select({ a: tournamentApplications, t: tournaments })
    .from(tournamentApplications)
    .innerJoin(tournaments, eq(tournaments.id, tournamentApplications.tournamentId))
    .where(and(eq(tournamentApplications.id, id), eq(tournamentApplications.memberId, memberId)))
  if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, `No application ${id} of yours`)
  return row
}

export const periodEnded = () => httpError(409, ERROR_CODES.PERIOD_ENDED, 'Period ended so editing is impossible.')

/** Refuses with PERIOD_ENDED unless the tournament's window is open and staff have not confirmed the entry. */
export function requireOpen(row: Awaited<ReturnType<typeof myApplicationRow>>, now: Date) {
  if (windowOf(row.t, now) !== 'open' || row.a.entryId !== null) throw periodEnded()
}

export const notChangeable = () =>
  httpError(409, ERROR_CODES.APPLICATION_NOT_CHANGEABLE, 'This application can no longer be changed or cancelled.')
