/**
 * The membership card's changing code (docs/requirements/my-page.md#my-3): pure parts only: the 30-second time
 * step, the two written forms of one code and reading them back. The MAC itself is the server's
 * (server/modules/member-card/code-mac.ts); the browser never holds the key.
 *
 * QR form:    FWC1.<memberId>.<step>.<mac: 16 Crockford base-32 characters, 80 bits>
 * Short form: <memberId>-<step mod 100, 2 digits>-<first 8 MAC characters as XXXX-XXXX, 40 bits>
 * A person reads the short form aloud or types it; its step is found again among the steps still accepted.
 */
export const STEP_MS = 30_000
export const CODE_PREFIX = 'FWC1'
export const MAC_CHARS = 16
export const SHORT_MAC_CHARS = 8
/** The steps accepted: the current one and the one before (a clock a little behind, a code shown just before). */
export const ACCEPTED_STEPS = 2

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export const stepOf = (at: Date): number => Math.floor(at.getTime() / STEP_MS)
export const stepEndsAt = (step: number): Date => new Date((step + 1) * STEP_MS)

/** Crockford base 32 of the first `chars` × 5 bits of `bytes`. */
export function base32(bytes: Uint8Array, chars: number): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5 && out.length < chars) {
      out += ALPHABET[(buffer >> (bits - 5)) & 31]
      bits -= 5
    }
    buffer &= (1 << bits) - 1
    if (out.length >= chars) break
  }
  return out
}

/** Crockford's reading rules: case-insensitive, O as 0, I and L as 1; anything else outside the alphabet is lost. */
const normalise = (text: string) =>
  text
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
    .replace(/[^0-9A-Z]/g, '')

export const cardCode = (memberId: number, step: number, mac: string) =>
  `${CODE_PREFIX}.${memberId}.${step}.${mac.slice(0, MAC_CHARS)}`

export function shortCode(memberId: number, step: number, mac: string): string {
  const m = mac.slice(0, SHORT_MAC_CHARS)
  return `${memberId}-${String(step % 100).padStart(2, '0')}-${m.slice(0, 4)}-${m.slice(4)}`
}

export interface ReadCode {
  memberId: number
  /** The steps this code may be of (one for the QR form; those of the short form's last two digits). */
  steps: number[]
  mac: string
}

const MAX_ID = 2_147_483_647

/**
 * Reads either form; null when it is neither. `currentStep` places a short code's two step digits among the steps
 * accepted now, so a short code older than those has no step and is refused.
 */
export function readCode(text: string, currentStep: number): ReadCode | null {
  const trimmed = text.trim()
  const qr = /^FWC1\.(\d{1,10})\.(\d{1,12})\.([0-9A-Za-z]{16})$/.exec(trimmed)
  if (qr) {
    const memberId = Number(qr[1])
    if (memberId < 1 || memberId > MAX_ID) return null
    return { memberId, steps: [Number(qr[2])], mac: normalise(qr[3]!) }
  }
  const short = /^(\d{1,10})\s*-\s*(\d{2})\s*-\s*([0-9A-Za-z]{4})\s*-?\s*([0-9A-Za-z]{4})$/.exec(trimmed)
  if (!short) return null
  const memberId = Number(short[1])
  if (memberId < 1 || memberId > MAX_ID) return null
  const digits = Number(short[2])
  const steps = acceptedSteps(currentStep).filter((s) => s % 100 === digits)
  return { memberId, steps, mac: normalise(short[3]! + short[4]!) }
}

/** The steps accepted at `currentStep`, newest first. */
export const acceptedSteps = (currentStep: number): number[] =>
  Array.from({ length: ACCEPTED_STEPS }, (_, i) => currentStep - i)
