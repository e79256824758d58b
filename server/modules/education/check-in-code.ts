import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The code on an application's QR (docs/requirements/my-page.md#my-11): `EDU-<application id>-<12 hex>`, the hex an
 * HMAC of the id under the server's key, so staff can type it when there is no camera and nobody can make one up
 * for an application id they guessed.
 */
const PREFIX = 'EDU'

function signature(key: Uint8Array, applicationId: number): string {
  return createHmac('sha256', key)
    .update(`education-attendance:${applicationId}`)
    .digest('hex')
    .slice(0, 12)
    .toUpperCase()
}

export function checkInCode(key: Uint8Array, applicationId: number): string {
  return `${PREFIX}-${applicationId}-${signature(key, applicationId)}`
}

/** The application id of a genuine code (typed in any case, with spaces around), or null. */
export function readCheckInCode(key: Uint8Array, typed: string): number | null {
  const match = /^EDU-(\d{1,10})-([0-9A-F]{12})$/.exec(typed.trim().toUpperCase())
  if (!match) return null
  const id = Number(match[1])
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null
  const expected = Buffer.from(signature(key, id))
  const given = Buffer.from(match[2]!)
  return timingSafeEqual(expected, given) ? id : null
}
