import { inArray } from 'drizzle-orm'
import { country } from '@domain/codes/countries'
import type { AppDb } from '../db/database'
import { players } from '../db/schema/index'
import type { ImportPlayer } from './format'

/** The country code as stored: the code table's spelling when known (ESP → SPN), else the code upper-cased. */
export const countryCode = (raw: string) => country(raw).code.toUpperCase().slice(0, 3)

/**
 * players.id by externalId: existing players (players.external_id) are reused as they are, the
 * others are created from the file (nameKo defaults to the roman name). Two queries whatever the field.
 */
export async function resolvePlayers(
  db: AppDb,
  field: readonly ImportPlayer[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const externalIds = field.map((p) => p.externalId)
  const existing = await db
    .select({ id: players.id, externalId: players.externalId })
    .from(players)
    .where(inArray(players.externalId, externalIds))
  const ids = new Map(existing.map((p) => [p.externalId!, p.id]))
  const missing = field.filter((p) => !ids.has(p.externalId))
  if (missing.length > 0) {
    const rows = await db
      .insert(players)
      .values(
        missing.map((p) => ({
          externalId: p.externalId,
          nameKo: p.nameKo ?? `${p.firstName} ${p.lastName}`,
          firstNameEn: p.firstName,
          lastNameEn: p.lastName,
          country: countryCode(p.country),
          amateur: p.amateur,
        })),
      )
      .returning({ id: players.id, externalId: players.externalId })
    for (const r of rows) ids.set(r.externalId!, r.id)
  }
  return { ids, created: missing.length }
}
