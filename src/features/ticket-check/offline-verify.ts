import { parseTicketCode, type TicketClaims } from '@domain/tickets/ticket-code-format'

/**
 * The gate's offline check (docs/requirements/ticketing.md#tkt-9): the Ed25519 signature verified in the browser with
 * the public key of GET /api/tickets/gate-key, the same format the server reads (domain/tickets/ticket-code-format.ts).
 * It proves a code genuine, not unused: the redemption waits for the network.
 */
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export function importGateKey(publicKeySpki: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64Url(publicKeySpki), { name: 'Ed25519' }, false, ['verify'])
}

/** The claims of a genuine code, or null for anything forged, altered or unreadable. */
export async function verifyOffline(key: CryptoKey, code: string): Promise<TicketClaims | null> {
  const parsed = parseTicketCode(code)
  if (!parsed) return null
  try {
    const signature = fromBase64Url(parsed.signature)
    const genuine = await crypto.subtle.verify('Ed25519', key, signature, new TextEncoder().encode(parsed.payload))
    return genuine ? parsed.claims : null
  } catch {
    return null
  }
}
