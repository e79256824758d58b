import { ERROR_CODES } from '@contract/errors'
import { httpError } from '../../http/http-error'
import type { CodeCheck, CodeRequest, NoticeDelivery, PhoneProvider } from './types'

/** 503 PHONE_VERIFICATION_OFF: the answer of every phone-verification call on a server without a provider. */
export const phoneVerificationOff = () =>
  httpError(
    503,
    ERROR_CODES.PHONE_VERIFICATION_OFF,
    'Phone verification is off on this server: no SMS provider is configured',
  )

/**
 * The provider of a server that has none (no real one configured, and the database is not a demo one, where
 * the sandbox would be allowed; docs/decisions/0042). Routes refuse phone verification before reaching it
 * (app.requirePhoneVerification); should a call get here anyway, it is refused the same way rather than
 * pretending that a code went out.
 */
export class NoPhoneProvider implements PhoneProvider {
  async requestCode(): Promise<CodeRequest> {
    throw phoneVerificationOff()
  }

  async confirmCode(): Promise<CodeCheck> {
    throw phoneVerificationOff()
  }

  /**
   * An account-change notice (docs/decisions/0041) cannot go out either; it is reported undelivered rather than
   * thrown, so an e-mail change still works on a server without SMS (a phone change never gets here: 503).
   */
  async sendNotice(): Promise<NoticeDelivery> {
    return { ok: false, reason: 'delivery_failed' }
  }
}
