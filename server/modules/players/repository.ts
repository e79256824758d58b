import { eq } from 'drizzle-orm'
import type { PlayerProfileDto } from '@contract/player'
import type { AppDb } from '../../db/database'
import { players } from '../../db/schema/index'

/** A player's public profile; the demo-only rating and the membership number are not shown. */
export async function playerProfile(db: AppDb, playerId: number): Promise<PlayerProfileDto | null> {
  const [p] = await db.select().from(players).where(eq(players.id, playerId))
  if (!p) return null
  return {
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
  }
}
