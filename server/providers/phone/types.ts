/**
 * Mobile phone verification, as the association's provider offers it: the provider generates and sends a
 * one-time code and checks it; we keep only its request id. The sandbox (sandbox.ts) stands in for it
 * until the contract with a real provider exists; a real one implements this same interface.
 */
export type CodeRequest =
  | { ok: true; requestId: string; expiresAt: Date }
  | { ok: false; reason: 'delivery_failed' }
  | { ok: false; reason: 'rate_limited'; retryAfterS: number }

export type CodeCheck =
  | { ok: true; phone: string }
  | { ok: false; reason: 'wrong_code'; attemptsLeft: number }
  | { ok: false; reason: 'expired' | 'used' | 'too_many_attempts' | 'unknown' }

export type NoticeDelivery = { ok: true } | { ok: false; reason: 'delivery_failed' }

export interface PhoneProvider {
  /** Sends a new 6-digit code to `phone` (digits only). */
  requestCode(phone: string): Promise<CodeRequest>
  /** Checks a code; a right code is accepted once. */
  confirmCode(requestId: string, code: string): Promise<CodeCheck>
  /**
   * Sends a plain text message without a code: the security notices of account changes ("your mobile number
   * was changed; if this was not you ..."), docs/decisions/0041-account-abuse-hardening.md.
   */
  sendNotice(phone: string, text: string): Promise<NoticeDelivery>
}
