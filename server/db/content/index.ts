import type { AppDb } from '../database'
import { contentCleanCentre } from './clean'
import { contentEducation } from './education'
import { contentPages } from './pages'
import { contentSupport } from './support'
import type { ContentRows } from './types'

export function contentSeeds(): ContentRows[] {
  return [...contentPages(), ...contentEducation(), ...contentCleanCentre(), ...contentSupport()]
}

/** Inserts every seeded row whose key is missing; never overwrites a row (staff may have edited it). */
export async function seedContent(db: AppDb): Promise<number> {
  let written = 0
  await db.transaction(async (tx) => {
    for (const { table, rows } of contentSeeds()) {
      for (let i = 0; i < rows.length; i += 200) {
        const inserted = await tx
          .insert(table)
          .values(rows.slice(i, i + 200) as never[])
          .onConflictDoNothing()
          .returning()
        written += inserted.length
      }
    }
  })
  return written
}
