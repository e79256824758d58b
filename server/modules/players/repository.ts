import { eq, sql } from 'drizzle-orm'
import type { PlayerDetailDto, PlayerProfileDto } from '@contract/player'
import type { AppDb } from '../../db/database'
import { favouritePlayers, players, type PlayerRow } from '../../db/schema/index'
import { fullYears, seoulDate } from '@domain/time'

/** Full years on `today` ('YYYY-MM-DD') of someone born on `birth`. */
export const ageOn = (birth: string, today: string): number => fullYears(birth, today)

const publicProfile = (p: PlayerRow): PlayerProfileDto => ({
  playerId: p.id,
  externalId: p.externalId,
  nameKo: p.nameKo,
  firstNameEn: p.firstNameEn,
  lastNameEn: p.lastNameEn,
  country: p.country,
  gender: p.gender === 'F' ? 'F' : 'M',
  birthDate: p.birthDate,
  heightCm: p.heightCm,
  weightKg: p.weightKg,
  hometownKo: p.hometownKo,
  hometownEn: p.hometownEn,
  turnedProYear: p.turnedProYear,
  tourDebutYear: p.tourDebutYear,
  rookieYear: p.rookieYear,
  amateur: p.amateur,
  photoUrl: p.photoUrl,
  specialties: p.specialties,
  sponsor: p.sponsor,
  ball: p.ball,
})

/**
 * A player's profile; the demo-only rating is never shown. A private profile
 * (docs/requirements/tours-and-records.md#tr-18) keeps the tour facts and drops the member information: see
 * docs/decisions/0026-player-pages.md.
 */
export async function playerProfile(db: AppDb, playerId: number, today = seoulDate()): Promise<PlayerDetailDto | null> {
  const [row] = await db
    .select({
      p: players,
      favouritesCount: sql<number>`(select count(*)::int from ${favouritePlayers}
        where ${favouritePlayers.playerId} = ${players.id})`,
    })
    .from(players)
    .where(eq(players.id, playerId))
  if (!row) return null
  const { p, favouritesCount } = row
  const detail: PlayerDetailDto = {
    ...publicProfile(p),
    memberNo: p.memberNo,
    age: p.birthDate ? ageOn(p.birthDate, today) : null,
    militaryService: p.militaryService,
    hobbyKo: p.hobbyKo,
    hobbyEn: p.hobbyEn,
    instructor: p.instructor,
    awards: p.awards,
    profilePrivate: p.profilePrivate,
    favouritesCount,
  }
  if (!p.profilePrivate) return detail
  return {
    ...detail,
    birthDate: null,
    age: null,
    heightCm: null,
    weightKg: null,
    hometownKo: null,
    hometownEn: null,
    hobbyKo: null,
    hobbyEn: null,
    militaryService: null,
    instructor: null,
  }
}
