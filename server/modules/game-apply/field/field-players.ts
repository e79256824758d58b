import { and, eq, isNotNull } from 'drizzle-orm'
import type { AppDb } from '../../../db/database'
import { entries, players, type MemberRow } from '../../../db/schema/index'

type Applicant = Pick<
  MemberRow,
  'name' | 'firstNameEn' | 'lastNameEn' | 'memberNo' | 'nationality' | 'gender' | 'birthDate' | 'membershipKind'
>

/**
 * The member's tournament player (APP-11, decision 0082): found by the association's member number, or made from the
 * member's names and number when the member has never played, so the entry list can show them.
 */
export async function playerFor(tx: AppDb, m: Applicant): Promise<{ id: number; created: boolean }> {
  if (m.memberNo) {
    const [found] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(isNotNull(players.memberNo), eq(players.memberNo, m.memberNo)))
      .orderBy(players.id)
      .limit(1)
    if (found) return { id: found.id, created: false }
  }
  const [made] = await tx
    .insert(players)
    .values({
      nameKo: m.name,
      firstNameEn: m.firstNameEn ?? '',
      lastNameEn: m.lastNameEn ?? '',
      country: m.nationality ?? 'KOR',
      gender: m.gender === 'F' ? 'F' : 'M',
      birthDate: m.birthDate
        ? `${m.birthDate.slice(0, 4)}-${m.birthDate.slice(4, 6)}-${m.birthDate.slice(6, 8)}`
        : null,
      memberNo: m.memberNo,
    })
    .returning({ id: players.id })
  return { id: made!.id, created: true }
}

/** The player's entry in the tournament: the existing one when staff entered them already, otherwise a new one. */
export async function entryFor(tx: AppDb, tournamentId: number, playerId: number, tourMember: boolean) {
  await tx.insert(entries).values({ tournamentId, playerId, tourMember }).onConflictDoNothing()
  const [row] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.tournamentId, tournamentId), eq(entries.playerId, playerId)))
  return row!.id
}
