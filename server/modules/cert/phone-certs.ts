import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { phoneCerts } from '../../db/schema/index'
import { httpError, tooManyAttempts } from '../../http/http-error'
import type { CodeCheck, CodeRequest, PhoneProvider } from '../../providers/phone/types'

/** A confirmed phone may be used (sign-up, phone change) this long after the confirmation. */
export const VERIFIED_PHONE_TTL_MS = 30 * 60_000

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0]

/** The provider's refusal as our error answer (the code is never echoed). */
export function codeRequestFailure(result: Exclude<CodeRequest, { ok: true }>): Error {
  if (result.reason === 'rate_limited')
    return tooManyAttempts(result.retryAfterS, `Too many codes for this number; retry in ${result.retryAfterS} s`)
  return httpError(400, ERROR_CODES.CERT_DELIVERY_FAILED, 'The verification code could not be delivered to this number')
}

export function codeCheckFailure(result: Exclude<CodeCheck, { ok: true }>): Error {
  if (result.reason === 'wrong_code')
    return httpError(400, ERROR_CODES.CERT_CODE_WRONG, `The code is wrong; ${result.attemptsLeft} attempt(s) left`)
  return httpError(
    400,
    ERROR_CODES.CERT_CODE_EXPIRED,
    `The code can no longer be used (${result.reason}); request a new one`,
  )
}

/** GET /cert/phone: sends a code through the provider and remembers the request. */
export async function requestPhoneCert(db: AppDb, provider: PhoneProvider, phone: string, now: Date) {
  const result = await provider.requestCode(phone)
  if (!result.ok) throw codeRequestFailure(result)
  await db.insert(phoneCerts).values({ id: result.requestId, phone, createdAt: now })
  return { certId: result.requestId, expiresAt: result.expiresAt.toISOString() }
}

/** POST /cert/phone: the provider checks the code; a right one marks the phone verified. */
export async function confirmPhoneCert(db: AppDb, provider: PhoneProvider, certId: string, code: string, now: Date) {
  const [cert] = await db.select().from(phoneCerts).where(eq(phoneCerts.id, certId))
  if (!cert) throw httpError(400, ERROR_CODES.CERT_CODE_EXPIRED, 'Unknown certification; request a new code')
  const result = await provider.confirmCode(certId, code)
  if (!result.ok) throw codeCheckFailure(result)
  await db.update(phoneCerts).set({ verifiedAt: now }).where(eq(phoneCerts.id, certId))
  return { certId, phone: cert.phone, verified: true as const }
}

/** Takes a verified phone once (in the caller's transaction), or refuses with CERT_REQUIRED. */
export async function takeVerifiedPhone(tx: Tx | AppDb, certId: string, now: Date): Promise<string> {
  const [cert] = await tx
    .update(phoneCerts)
    .set({ usedAt: now })
    .where(and(eq(phoneCerts.id, certId), isNull(phoneCerts.usedAt)))
    .returning()
  const fresh = cert?.verifiedAt && now.getTime() - cert.verifiedAt.getTime() <= VERIFIED_PHONE_TTL_MS
  if (!cert || !fresh)
    throw httpError(400, ERROR_CODES.CERT_REQUIRED, 'A verified mobile phone is required', {
      phoneCertId: FIELD_ERRORS.INVALID_VALUE,
    })
  return cert.phone
}
