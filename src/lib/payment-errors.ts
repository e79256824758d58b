/**
 * What the member reads when a payment call fails (docs/requirements/payments.md#pay-3, #pay-9): the
 * specification's payment messages first, then the shared code texts, then a plain fallback.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ERROR_CODES } from '@contract/error-codes'
import { errorText } from './error-texts'

/** The call layer's error as this module reads it (lib sits below src/api, so by shape, not by class). */
interface CodedError {
  code: string | number | null
  kind?: string
}

const isCoded = (error: unknown): error is CodedError => typeof error === 'object' && error !== null && 'code' in error

/** A confirm whose amount is not the order's (PAY-3): nothing was charged, and trying again cannot help. */
export const isAmountMismatch = (error: unknown): boolean =>
  isCoded(error) && String(error.code) === ERROR_CODES.PAYMENT_AMOUNT_MISMATCH

export const isSessionReplaced = (error: unknown): boolean =>
  isCoded(error) && String(error.code) === String(ERROR_CODES.SESSION_REPLACED)

export function paymentErrorText(i18n: I18n, error: unknown): string {
  if (isAmountMismatch(error)) return i18n._(msg`Please check payment amount.`)
  if (isSessionReplaced(error)) return i18n._(msg`Duplicate login not allowed for payment.`)
  if (isCoded(error)) {
    const known = errorText(i18n, error.code)
    if (known) return known
    if (error.kind === 'network' || error.kind === 'timeout')
      return i18n._(msg`The connection failed. Please check it and try again.`)
  }
  return i18n._(msg`The payment could not be processed. Please try again.`)
}

/** The provider's failure codes after its window (the `code` the fail page receives), in the member's words. */
const FAIL_REASONS = {
  PAY_PROCESS_CANCELED: msg`You cancelled the payment.`,
  USER_CANCEL: msg`You cancelled the payment.`,
  PAY_PROCESS_ABORTED: msg`The payment was stopped before it finished.`,
  INSUFFICIENT_FUNDS: msg`The balance or the card's limit is not enough.`,
  EXPIRED_CARD: msg`The card has expired.`,
  INVALID_BILLING_AUTH: msg`The card registration could not be confirmed. Please register again.`,
  REJECT_CARD_COMPANY: msg`The card company declined the payment.`,
  REJECT_CARD_PAYMENT: msg`The card company declined the payment.`,
  INVALID_CARD_EXPIRATION: msg`The card's expiry date is wrong.`,
  INVALID_CARD_NUMBER: msg`The card number is wrong.`,
  EXCEED_MAX_AMOUNT: msg`The amount is over the card's limit.`,
  NOT_ENOUGH_BALANCE: msg`The balance is not enough.`,
} as const

export function failReasonText(i18n: I18n, code: string | undefined): string {
  const text = code
    ? (FAIL_REASONS as Record<string, (typeof FAIL_REASONS)[keyof typeof FAIL_REASONS]>)[code]
    : undefined
  return text ? i18n._(text) : i18n._(msg`The payment was not completed.`)
}
