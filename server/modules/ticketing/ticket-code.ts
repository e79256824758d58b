import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto'
import { parseTicketCode, type TicketClaims, ticketPayload } from '@domain/tickets/ticket-code-format'
import type { Env } from '../../config/env'
import { resolveSecret } from '../auth/secret'

/**
 * The signed code a ticket's QR carries (docs/requirements/ticketing.md#tkt-9):
 * `FWT1.<ticket id>.<tournament id>.<day yyyymmdd or 0>.<kind index>.<Ed25519 signature, base64url>`.
 * Ed25519 rather than an HMAC so a gate holding only the public key (GET /api/tickets/gate-key) can tell a forged or
 * altered code offline, without the secret and without a database round trip; redeeming it once still needs the
 * server (one conditional update).
 */
export type { TicketClaims }

export interface TicketKeys {
  privateKey: KeyObject
  publicKey: KeyObject
  /** First 8 hex digits of the public key's SHA-256: which key signed a code, for a gate holding several. */
  keyId: string
  /** The public key as base64url DER (SPKI). */
  publicKeySpki: string
}

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410), so the key follows from the secret on every node.
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

export function ticketKeysFromSecret(secret: string): TicketKeys {
  const seed = createHash('sha256').update(`fairway-ticket-ed25519:${secret}`).digest()
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' })
  const publicKey = createPublicKey(privateKey)
  const spki = publicKey.export({ format: 'der', type: 'spki' })
  return {
    privateKey,
    publicKey,
    keyId: createHash('sha256').update(spki).digest('hex').slice(0, 8),
    publicKeySpki: spki.toString('base64url'),
  }
}

const cache = new Map<string, Promise<TicketKeys>>()

/** TICKET_SIGNING_SECRET, or a secret generated once into DATA_DIR/ticket-signing-secret (as AUTH_SECRET is). */
export function resolveTicketKeys(env: Pick<Env, 'TICKET_SIGNING_SECRET' | 'DATA_DIR'>): Promise<TicketKeys> {
  const cacheKey = `${env.TICKET_SIGNING_SECRET ?? ''}|${env.DATA_DIR}`
  let keys = cache.get(cacheKey)
  if (!keys) {
    keys = resolveSecret(
      env.TICKET_SIGNING_SECRET,
      env.DATA_DIR,
      'ticket-signing-secret',
      'TICKET_SIGNING_SECRET',
    ).then(ticketKeysFromSecret)
    cache.set(cacheKey, keys)
    keys.catch(() => cache.delete(cacheKey))
  }
  return keys
}

export function signTicketCode(keys: Pick<TicketKeys, 'privateKey'>, claims: TicketClaims): string {
  const payload = ticketPayload(claims)
  return `${payload}.${sign(null, Buffer.from(payload), keys.privateKey).toString('base64url')}`
}

/** The claims of a genuine code, or null for anything forged, altered, truncated or of another key. */
export function readTicketCode(publicKey: KeyObject, code: string): TicketClaims | null {
  const parsed = parseTicketCode(code)
  if (!parsed) return null
  const genuine = verify(null, Buffer.from(parsed.payload), publicKey, Buffer.from(parsed.signature, 'base64url'))
  return genuine ? parsed.claims : null
}
