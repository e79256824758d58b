import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members, type MemberRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { ERROR_CODES } from '@contract/errors'

export async function memberById(db: AppDb, id: number): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, id))
  // The session was checked a moment ago; a row gone since is a purge racing the call.
  if (!row) throw httpError(401, ERROR_CODES.SESSION_ENDED, 'The account no longer exists')
  return row
}

export async function memberByLoginId(db: AppDb, loginId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.loginId, loginId))
  return row
}
