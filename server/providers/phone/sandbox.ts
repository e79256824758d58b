import { randomBytes, randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { CodeCheck, CodeRequest, NoticeDelivery, PhoneProvider } from './types'

/** The rules of the real service the sandbox keeps (docs/decisions/0022). */
export const SANDBOX_PHONE = {
  codeTtlMs: 10 * 60_000,
  maxAttempts: 5,
  /** Per phone: at most this many codes per hour, and one per resendAfterMs. */
  perHour: 5,
  resendAfterMs: 30_000,
  /** Delivery to this number always fails, like an unreachable or barred line. */
  undeliverable: '01000000000',
} as const

interface Notice {
  phone: string
  text: string
  sentAt: number
}

interface Issued {
  phone: string
  code: string
  sentAt: number
  expiresAt: number
  attempts: number
  usedAt: number | null
}

/**
 * Behaves like the provider: 6-digit codes, valid 10 minutes, single use, a few attempts, a send limit per
 * phone, and a number that never receives. There is no real SMS: a code is read in the demo's inbox
 * (sandbox-routes.ts) and through lastCode() in tests, never in the log, which operators and log services read
 * (docs/decisions/0042). State is in memory, as it would be on the provider's side.
 */
export class SandboxPhoneProvider implements PhoneProvider {
  private readonly issued = new Map<string, Issued>()
  private readonly sends = new Map<string, number[]>()
  private notices: Notice[] = []

  constructor(
    private readonly now: () => Date,
    private readonly log?: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async requestCode(phone: string): Promise<CodeRequest> {
    const now = this.now().getTime()
    this.forgetOld(now)
    const recent = (this.sends.get(phone) ?? []).filter((at) => now - at < 3_600_000)
    const last = recent.at(-1)
    if (last !== undefined && now - last < SANDBOX_PHONE.resendAfterMs)
      return {
        ok: false,
        reason: 'rate_limited',
        retryAfterS: Math.ceil((last + SANDBOX_PHONE.resendAfterMs - now) / 1000),
      }
    if (recent.length >= SANDBOX_PHONE.perHour)
      return { ok: false, reason: 'rate_limited', retryAfterS: Math.ceil((recent[0]! + 3_600_000 - now) / 1000) }
    this.sends.set(phone, [...recent, now])
    if (phone === SANDBOX_PHONE.undeliverable) return { ok: false, reason: 'delivery_failed' }
    const requestId = randomBytes(12).toString('base64url')
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    this.issued.set(requestId, {
      phone,
      code,
      sentAt: now,
      expiresAt: now + SANDBOX_PHONE.codeTtlMs,
      attempts: 0,
      usedAt: null,
    })
    // Neither the code nor the request id (the certification's handle) goes to the log.
    this.log?.info('sandbox phone provider: a code is in the sandbox inbox (no SMS is sent)')
    return { ok: true, requestId, expiresAt: new Date(now + SANDBOX_PHONE.codeTtlMs) }
  }

  async confirmCode(requestId: string, code: string): Promise<CodeCheck> {
    const entry = this.issued.get(requestId)
    if (!entry) return { ok: false, reason: 'unknown' }
    if (entry.usedAt !== null) return { ok: false, reason: 'used' }
    if (this.now().getTime() > entry.expiresAt) return { ok: false, reason: 'expired' }
    if (entry.attempts >= SANDBOX_PHONE.maxAttempts) return { ok: false, reason: 'too_many_attempts' }
    if (entry.code !== code) {
      entry.attempts += 1
      const attemptsLeft = SANDBOX_PHONE.maxAttempts - entry.attempts
      return attemptsLeft > 0
        ? { ok: false, reason: 'wrong_code', attemptsLeft }
        : { ok: false, reason: 'too_many_attempts' }
    }
    entry.usedAt = this.now().getTime()
    return { ok: true, phone: entry.phone }
  }

  /** A notice "sent" to `phone`: kept beside the codes, so the inbox lists it too. */
  async sendNotice(phone: string, text: string): Promise<NoticeDelivery> {
    const now = this.now().getTime()
    this.forgetOld(now)
    if (phone === SANDBOX_PHONE.undeliverable) return { ok: false, reason: 'delivery_failed' }
    this.notices.push({ phone, text, sentAt: now })
    return { ok: true }
  }

  /** The notices `phone` received in the last `withinMs` (default: a code's life), newest first. */
  recentNotices(phone: string, withinMs: number = SANDBOX_PHONE.codeTtlMs): Array<{ text: string; sentAt: Date }> {
    const now = this.now().getTime()
    return this.notices
      .filter((notice) => notice.phone === phone && now - notice.sentAt <= withinMs)
      .reverse()
      .map((notice) => ({ text: notice.text, sentAt: new Date(notice.sentAt) }))
  }

  /**
   * Drops codes an hour past their expiry (until then a late confirmation still hears "expired"), send
   * records older than the hourly window and notices older than an hour, so a long-running server's memory
   * does not grow with every message.
   */
  private forgetOld(now: number): void {
    for (const [id, entry] of this.issued) if (now - entry.expiresAt > 3_600_000) this.issued.delete(id)
    for (const [phone, times] of this.sends) if (times.every((at) => now - at >= 3_600_000)) this.sends.delete(phone)
    this.notices = this.notices.filter((notice) => now - notice.sentAt < 3_600_000)
  }

  /**
   * The messages `phone` would have received in the last `withinMs` (default: a code's life), newest first:
   * what GET /api/sandbox/phone/messages shows, so a demo sign-up can be finished without a real SMS.
   */
  recentCodes(
    phone: string,
    withinMs: number = SANDBOX_PHONE.codeTtlMs,
  ): Array<{ code: string; sentAt: Date; expiresAt: Date }> {
    const now = this.now().getTime()
    return [...this.issued.values()]
      .filter((entry) => entry.phone === phone && now - entry.sentAt <= withinMs)
      .sort((a, b) => b.sentAt - a.sentAt)
      .map((entry) => ({ code: entry.code, sentAt: new Date(entry.sentAt), expiresAt: new Date(entry.expiresAt) }))
  }

  /** The last code sent to `phone` (tests; what the member would read in the SMS). */
  lastCode(phone: string): string | null {
    let found: Issued | null = null
    for (const entry of this.issued.values()) if (entry.phone === phone) found = entry
    return found?.code ?? null
  }
}
