import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto'
import { TICKET_KINDS, type TicketKind } from '@contract/tickets'
import type { Env } from '../../config/env'
import { resolveSecret } from '../auth/secret'

/**
 * The signed code a ticket's QR carries (docs/requirements/ticketing.md#tkt-9):
 * `FWT1.<ticket id>.<tournament id>.<day yyyymmdd or 0>.<kind index>.<Ed25519 signature, base64url>`.
 * Ed25519 rather than an HMAC so a gate holding only the public key (GET /api/tickets/gate-key) can tell a forged or
 * altered code offline, without the secret and without a database round trip; redeeming it once still needs the
 * server (one conditional update).
 */
export interface TicketClaims {
  ticketId: number
  tournamentId: number
  /** Seoul date `YYYY-MM-DD`, or null for an all-days ticket. */
  day: string | null
  kind: TicketKind
}

export interface TicketKeys {
  privateKey: KeyObject
  publicKey: KeyObject
  /** First 8 hex digits of the public key's SHA-256: which key signed a code, for a gate holding several. */
  keyId: string
  /** The public key as base64url DER (SPKI). */
  publicKeySpki: string
}

const PREFIX = 'FWT1'
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

const payloadOf = (c: TicketClaims) =>
  [PREFIX, c.ticketId, c.tournamentId, c.day ? c.day.replaceAll('-', '') : '0', TICKET_KINDS.indexOf(c.kind)].join('.')

export function signTicketCode(keys: Pick<TicketKeys, 'privateKey'>, claims: TicketClaims): string {
  const payload = payloadOf(claims)
  return `${payload}.${sign(null, Buffer.from(payload), keys.privateKey).toString('base64url')}`
}

const CODE = /^FWT1\.(\d{1,10})\.(\d{1,10})\.(\d{8}|0)\.(\d)\.([A-Za-z0-9_-]{86})$/

/** The claims of a genuine code, or null for anything forged, altered, truncated or of another key. */
export function readTicketCode(publicKey: KeyObject, code: string): TicketClaims | null {
  const match = CODE.exec(code.trim())
  if (!match) return null
  const [, id, tournament, day, kindIndex, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const kind = TICKET_KINDS[Number(kindIndex)]
  if (!kind) return null
  const claims: TicketClaims = {
    ticketId: Number(id),
    tournamentId: Number(tournament),
    day: day === '0' ? null : `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`,
    kind,
  }
  if (payloadOf(claims) !== code.trim().slice(0, code.trim().lastIndexOf('.'))) return null
  return verify(null, Buffer.from(payloadOf(claims)), publicKey, Buffer.from(signature, 'base64url')) ? claims : null
}
