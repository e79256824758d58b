import { createHmac, timingSafeEqual } from 'node:crypto'

/** The webhook headers of the sandbox, shaped like the gateways': the event id and a timestamped HMAC. */
export const SIGNATURE_HEADER = 'x-sandbox-signature'
export const EVENT_ID_HEADER = 'x-sandbox-event-id'
/** A signature older or newer than this is refused, so a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

const mac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')

export function signWebhook(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000)
  return `t=${t},v1=${mac(secret, t, body)}`
}

export function verifySignature(secret: string, header: string | undefined, body: string, now: Date): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '')
  if (!match) return false
  const t = Number(match[1])
  if (Math.abs(now.getTime() - t * 1000) > SIGNATURE_TOLERANCE_MS) return false
  const expected = Buffer.from(mac(secret, t, body), 'hex')
  return timingSafeEqual(expected, Buffer.from(match[2] as string, 'hex'))
}
