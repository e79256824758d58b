import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { sandboxBillingKeys, sandboxPayments, sandboxPaySessions } from '../../db/schema/index'
import { SANDBOX_CARDS, SANDBOX_CODES } from './sandbox-cards'

/** How long a checkout window stays open, and how long the merchant has to confirm an approval (as Toss: 10 min). */
export const SESSION_TTL_MS = 30 * 60_000
export const CONFIRM_WITHIN_MS = 10 * 60_000

export const sandboxToken = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`

export type WindowAnswer = { ok: true; redirectUrl: string } | { ok: false; status: 404 | 409; message: string }

export type ApproveInput = { method: 'card'; cardNumber: string; expiry: string } | { method: 'vbank'; bank: string }

const withQuery = (url: string, query: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`

/** Takes an open session (open → `to`) once; a second approve of one window finds it taken. */
async function takeSession(db: AppDb, token: string, to: string, now: Date) {
  const [taken] = await db
    .update(sandboxPaySessions)
    .set({ state: to })
    .where(
      and(
        eq(sandboxPaySessions.token, token),
        eq(sandboxPaySessions.state, 'open'),
        gt(sandboxPaySessions.expiresAt, now),
      ),
    )
    .returning()
  return taken ?? null
}

const gone: WindowAnswer = { ok: false, status: 409, message: 'This checkout window is closed or expired' }

/** `MM/YY` to the last valid month `20YY-MM`. */
const expiryMonth = (expiry: string) => `20${expiry.slice(3, 5)}-${expiry.slice(0, 2)}`

/** The payer pressed "pay" in the window: an authorisation the merchant must confirm, or a refusal. */
export async function approveSession(db: AppDb, token: string, input: ApproveInput, now: Date): Promise<WindowAnswer> {
  const session = await takeSession(db, token, 'approved', now)
  if (!session) return gone
  if (session.mode === 'billing') {
    if (input.method !== 'card') return { ok: false, status: 409, message: 'A billing window takes a card' }
    if (input.cardNumber === SANDBOX_CARDS.insufficientFunds) return fail(db, session, SANDBOX_CODES.insufficientFunds)
    const authKey = sandboxToken('auth')
    await db.insert(sandboxBillingKeys).values({
      authKey,
      customerKey: session.customerKey ?? '',
      cardNumber: input.cardNumber,
      cardExpiry: expiryMonth(input.expiry),
      createdAt: now,
    })
    return { ok: true, redirectUrl: withQuery(session.successUrl, { authKey, customerKey: session.customerKey ?? '' }) }
  }
  if (!session.methods.includes(input.method)) return { ok: false, status: 409, message: 'Method not offered' }
  if (input.method === 'card' && input.cardNumber === SANDBOX_CARDS.insufficientFunds)
    return fail(db, session, SANDBOX_CODES.insufficientFunds)
  const paymentKey = sandboxToken('pay')
  await db.insert(sandboxPayments).values({
    paymentKey,
    orderNo: session.orderNo ?? '',
    amount: session.amount,
    method: input.method,
    state: 'READY',
    cardNumber: input.method === 'card' ? input.cardNumber : null,
    virtualAccount:
      input.method === 'vbank'
        ? { bank: input.bank, accountNumber: virtualAccountNumber(), holder: 'Fairway', dueAt: '' }
        : null,
    confirmBy: new Date(now.getTime() + CONFIRM_WITHIN_MS),
    createdAt: now,
  })
  return {
    ok: true,
    redirectUrl: withQuery(session.successUrl, {
      paymentKey,
      orderId: session.orderNo ?? '',
      amount: String(session.amount),
    }),
  }
}

const virtualAccountNumber = () => `9${String(randomBytes(6).readUIntBE(0, 6)).padStart(13, '0').slice(0, 13)}`

async function fail(
  db: AppDb,
  session: typeof sandboxPaySessions.$inferSelect,
  why: { code: string; message: string },
): Promise<WindowAnswer> {
  await db.update(sandboxPaySessions).set({ state: 'failed' }).where(eq(sandboxPaySessions.token, session.token))
  const query: Record<string, string> = { code: why.code, message: why.message }
  if (session.orderNo) query.orderId = session.orderNo
  return { ok: true, redirectUrl: withQuery(session.failUrl, query) }
}

/** The payer chose "fail" or closed the window ("cancel"): back to the fail URL with the gateway's code. */
export async function leaveSession(db: AppDb, token: string, how: 'fail' | 'cancel', now: Date): Promise<WindowAnswer> {
  const session = await takeSession(db, token, how === 'cancel' ? 'canceled' : 'failed', now)
  if (!session) return gone
  return fail(db, session, how === 'cancel' ? SANDBOX_CODES.userCanceled : SANDBOX_CODES.userFailed)
}

export async function readSession(db: AppDb, token: string, now: Date) {
  const [session] = await db.select().from(sandboxPaySessions).where(eq(sandboxPaySessions.token, token))
  if (!session) return null
  const state = session.state === 'open' && session.expiresAt <= now ? 'expired' : session.state
  return { ...session, state }
}
