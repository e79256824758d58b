import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { base32, MAC_CHARS } from '@domain/card/code'

/**
 * The card codes' key, derived from the server's signing secret (AUTH_SECRET, or the one generated into DATA_DIR)
 * for this use only: every server node of a site shares it without another secret to configure, and the browser
 * never sees it (docs/requirements/my-page.md#my-3).
 */
export function cardKey(authSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'fairway-card', 'membership-card-code-v1', 32))
}

/** HMAC-SHA256 over the member and the time step, as 16 base-32 characters (80 bits). */
export function cardMac(key: Buffer, memberId: number, step: number): string {
  const digest = createHmac('sha256', key).update(`card:${memberId}:${step}`).digest()
  return base32(digest, MAC_CHARS)
}

/** Whether `given` is the start of the MAC (all of it, or the short form's first characters), in constant time. */
export function macMatches(expected: string, given: string): boolean {
  if (given.length < 8 || given.length > expected.length) return false
  return timingSafeEqual(Buffer.from(expected.slice(0, given.length)), Buffer.from(given))
}
