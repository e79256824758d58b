import { createHash } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { idempotencyKeys } from '../../db/schema/index'
import { HttpError, httpError, isHttpError } from '../../http/http-error'

/**
 * A key still in flight after this long belongs to a request that crashed (the process died mid-call): a retry
 * with the same key and body may take it over (docs/decisions/0053-payment-door.md#idempotency).
 */
export const IDEMPOTENCY_RECLAIM_MS = 2 * 60_000

/** A stored answer: the body of a 2xx, or the code and message of a refused request (4xx other than 409). */
type Stored = { ok: true; body: unknown } | { ok: false; status: number; code: string; message: string }

/** Key order does not matter: `{a, b}` and `{b, a}` are one request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

export const requestHash = (request: unknown) => createHash('sha256').update(canonical(request)).digest('hex')

function replay(stored: Stored): unknown {
  if (stored.ok) return stored.body
  throw new HttpError(stored.status, stored.code as never, stored.message)
}

/**
 * Runs `work` once per (scope, key) (docs/requirements/payments.md#pay-8): the same key and request answer the
 * stored answer, the same key with another request 422 IDEMPOTENCY_KEY_REUSED, a key whose request is still running
 * 409 IDEMPOTENCY_IN_FLIGHT. A 5xx or 409 is not stored, so the caller may retry with the same key.
 */
export async function withIdempotency<T>(
  db: AppDb,
  input: { scope: string; key: string; request: unknown; now: Date },
  work: () => Promise<T>,
): Promise<T> {
  const hash = requestHash(input.request)
  const where = and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key))
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      scope: input.scope,
      key: input.key,
      requestHash: hash,
      state: 'in_flight',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (!claimed) {
    const [existing] = await db.select().from(idempotencyKeys).where(where)
    if (!existing) throw httpError(409, ERROR_CODES.IDEMPOTENCY_IN_FLIGHT, 'Retry in a moment')
    if (existing.requestHash !== hash)
      throw httpError(422, ERROR_CODES.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with another request')
    if (existing.state === 'done') return replay(existing.response as Stored) as T
    const stale = existing.updatedAt.getTime() + IDEMPOTENCY_RECLAIM_MS <= input.now.getTime()
    const [reclaimed] = stale
      ? await db
          .update(idempotencyKeys)
          .set({ updatedAt: input.now })
          .where(and(where, eq(idempotencyKeys.state, 'in_flight'), eq(idempotencyKeys.updatedAt, existing.updatedAt)))
          .returning({ key: idempotencyKeys.key })
      : []
    if (!reclaimed)
      throw httpError(409, ERROR_CODES.IDEMPOTENCY_IN_FLIGHT, 'The request with this key is still running')
  }
  const store = (stored: Stored, status: number) =>
    db
      .update(idempotencyKeys)
      .set({ state: 'done', statusCode: status, response: stored, updatedAt: input.now })
      .where(where)
  try {
    const body = await work()
    await store({ ok: true, body }, 200)
    return body
  } catch (error) {
    if (isHttpError(error) && error.statusCode < 500 && error.statusCode !== 409) {
      await store(
        { ok: false, status: error.statusCode, code: String(error.code), message: error.message },
        error.statusCode,
      )
    } else {
      await db.delete(idempotencyKeys).where(where)
    }
    throw error
  }
}
