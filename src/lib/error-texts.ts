/**
 * What the member reads for a server code: the account codes and per-field codes of contract/errors.ts,
 * in Lingui so both languages are complete. The English and Korean match ACCOUNT_ERROR_TEXTS (a test
 * holds them together); the generic field codes have their own words here.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/error-codes'

const TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [ERROR_CODES.LOGIN_FAILED]: msg`The ID or password is incorrect.`,
  [ERROR_CODES.LOGIN_REQUIRED]: msg`Please log in and try again.`,
  [ERROR_CODES.TOKEN_INVALID]: msg`Your login is no longer valid. Please log in again.`,
  [ERROR_CODES.SESSION_ENDED]: msg`You have been logged out. Please log in again.`,
  [ERROR_CODES.SESSION_REPLACED]: msg`You were logged out because your account logged in on another device. Duplicate \
login is not allowed for payment safety.`,
  [ERROR_CODES.REFRESH_INVALID]: msg`Your login has expired. Please log in again.`,
  [ERROR_CODES.REFRESH_REUSED]: msg`For your security, you have been logged out on all devices. Please log in again.`,
  [ERROR_CODES.ID_TAKEN]: msg`This ID already exists.`,
  [ERROR_CODES.CERT_DELIVERY_FAILED]: msg`The verification code could not be sent. Please check the number.`,
  [ERROR_CODES.CERT_CODE_WRONG]: msg`The verification code is incorrect.`,
  [ERROR_CODES.CERT_CODE_EXPIRED]: msg`The verification code has expired. Please request a new one.`,
  [ERROR_CODES.CERT_REQUIRED]: msg`Please verify your mobile phone.`,
  [ERROR_CODES.PHONE_VERIFICATION_OFF]: msg`Mobile phone verification is unavailable. Please contact the association.`,
  [ERROR_CODES.RATE_LIMITED]: msg`Too many attempts. Please try again in a few minutes.`,
  [ERROR_CODES.FORBIDDEN]: msg`No access rights.`,
  [ERROR_CODES.STANDING_UNPAID]: msg`Cannot post due to unpaid dues or entrance fee.`,
  [ERROR_CODES.STANDING_DISCIPLINE]: msg`Restricted due to disciplinary action.`,
  [ERROR_CODES.MEMBERS_ONLY]: msg`Available only for association members. Please log in.`,
  [ERROR_CODES.REINSTATEMENT_CLOSED]: msg`You cannot apply for reinstatement now. Please check the application period.`,
  [ERROR_CODES.CONSENT_REFUSED]: msg`Only active association members may consent to another member's reinstatement.`,
  [ERROR_CODES.PAYMENT_AMOUNT_MISMATCH]: msg`Please check payment amount.`,
  [ERROR_CODES.PAYMENT_NOT_PAYABLE]: msg`This cannot be paid now. Please check your payment history.`,
  [ERROR_CODES.PAYMENT_IN_PROGRESS]: msg`This payment is being processed. Please check your payment \
history in a moment.`,
  [ERROR_CODES.PAYMENT_FAILED]: msg`The payment failed. Please try again or use another method.`,
  [ERROR_CODES.PAYMENT_NOT_CANCELABLE]: msg`This payment cannot be cancelled online. Please contact the association.`,
  [ERROR_CODES.REFUND_EXCEEDS_REFUNDABLE]: msg`The amount exceeds what can be refunded.`,
  [ERROR_CODES.REFUND_ACCOUNT_REQUIRED]: msg`Please enter the account to receive the refund.`,
  [ERROR_CODES.IDEMPOTENCY_KEY_REUSED]: msg`This request was already made with other details. Please start again.`,
  [ERROR_CODES.IDEMPOTENCY_IN_FLIGHT]: msg`Your request is being processed. Please wait a moment.`,
  [ERROR_CODES.PAYMENT_PROVIDER_OFF]: msg`Online payment is unavailable. Please contact the association.`,
  [ERROR_CODES.BILLING_CARD_UNUSABLE]: msg`No usable dues card is registered.`,
  // The officials' refusals (docs/requirements/officials.md#of-9): each changed nothing.
  [ERROR_CODES.GAME_STATE]: msg`This does not fit the tournament's state now (not started, finished, or not the round \
in play). Nothing was changed.`,
  [ERROR_CODES.ROUND_CLOSED]: msg`This round is already closed. A round is closed once.`,
  [ERROR_CODES.ROUND_UNFINISHED]: msg`Players are still playing this round. Wait, or close it anyway with a reason.`,
  [ERROR_CODES.PLAY_SUSPENDED]: msg`Not while play is suspended (or, to resume, play is not suspended).`,
  [ERROR_CODES.PLAYER_OUT]: msg`This player is out of the tournament (WD, RTD, DQ, DNS or missed the cut).`,
  [ERROR_CODES.NO_PLAYOFF]: msg`There is no playoff to play: first place is not tied, or the playoff is decided.`,
  [ERROR_CODES.PLAYOFF_UNDECIDED]: msg`First place is tied: decide the playoff before finalizing.`,
  [ERROR_CODES.TEE_SHEET_INVALID]: msg`The tee sheet must hold every player of the round exactly once.`,
  [ERROR_CODES.PERIOD_ENDED]: msg`Period ended so editing is impossible.`,
  [ERROR_CODES.EVIDENCE_REFUSED]: msg`Only images (JPEG, PNG, WebP, HEIC) and PDF files can be attached. Nothing was \
sent.`,
  [ERROR_CODES.EVIDENCE_TOO_LARGE]: msg`Each file may be at most 10 MB, and at most 5 files. Nothing was sent.`,
  [ERROR_CODES.CLAIM_EXPIRED]: msg`The claim period for this occasion has ended.`,
  [ERROR_CODES.SCHOLARSHIP_CLOSED]: msg`Scholarship applications are taken from 1 to 31 March.`,
  [ERROR_CODES.PENSION_NOT_ELIGIBLE]: msg`The welfare pension needs a birth year from 1954 to 1962 and 20 years of \
membership.`,
  [ERROR_CODES.WELFARE_DUPLICATE]: msg`You have already applied for this occasion: see your applications below.`,
  // Education applications, cash and coupons (docs/requirements/my-page.md#my-11, #my-13, #my-14).
  [ERROR_CODES.EDUCATION_NOT_ELIGIBLE]: msg`This session is not open to your membership type.`,
  [ERROR_CODES.EDUCATION_APPLICATION_CLOSED]: msg`Applications for this session are not open now.`,
  [ERROR_CODES.EDUCATION_FULL]: msg`This session is full.`,
  [ERROR_CODES.EDUCATION_ALREADY_APPLIED]: msg`You have already applied for this session.`,
  [ERROR_CODES.EDUCATION_NOT_CANCELABLE]: msg`This application can no longer be cancelled.`,
  [ERROR_CODES.CASH_INSUFFICIENT]: msg`Not enough cash.`,
  [ERROR_CODES.COUPON_CODE_REQUIRED]: msg`Coupon code required.`,
  [ERROR_CODES.COUPON_REGISTRATION_FAILED]: msg`Coupon registration failed.`,
  [ERROR_CODES.COUPON_UNUSABLE]: msg`This coupon cannot be used.`,
  [ERROR_CODES.INQUIRY_ANSWERED]: msg`This inquiry has been answered and can no longer be edited or deleted.`,
  [ERROR_CODES.TICKETS_SOLD_OUT]: msg`All tickets sold.`,
  [ERROR_CODES.TICKET_SALE_CLOSED]: msg`This ticket is not on sale now.`,
  [ERROR_CODES.TICKET_LIMIT_EXCEEDED]: msg`You have reached the number of these tickets one member may buy.`,
  [ERROR_CODES.TICKET_MEMBERS_ONLY]: msg`This ticket is for association members only.`,
  [ERROR_CODES.TICKET_CONSENT_REQUIRED]: msg`Please agree to all the terms before paying.`,
  [ERROR_CODES.INVALID_COUPON]: msg`Invalid coupon.`,
  [ERROR_CODES.TICKET_NOT_CANCELLABLE]: msg`This purchase can no longer be cancelled.`,
  [ERROR_CODES.QUEUE_TOKEN_REQUIRED]: msg`Please wait for your turn in the queue.`,
  [ERROR_CODES.APPLICATION_FAILED]: msg`Application failed, contact the association.`,
  [ERROR_CODES.APPLICATION_NOT_OPEN_YET]: msg`Applications for this tournament have not opened yet.`,
  [ERROR_CODES.APPLICATION_ENDED]: msg`Applications for this tournament have ended.`,
  [ERROR_CODES.APPLICATION_NOT_ELIGIBLE]: msg`This tournament is not open to your membership class.`,
  [ERROR_CODES.APPLICATION_DUES_UNPAID]: msg`Your dues must be fully paid before you apply.`,
  [ERROR_CODES.APPLICATION_ENTRANCE_FEE_UNPAID]: msg`Your entrance fee must be fully paid before you apply.`,
  [ERROR_CODES.APPLICATION_ALREADY_APPLIED]: msg`You have already applied for this tournament.`,
  [ERROR_CODES.APPLICATION_CONSENT_REQUIRED]: msg`Please agree to the application terms first.`,
  [ERROR_CODES.NO_DATA_TO_REMOVE]: msg`No data to remove.`,
  [ERROR_CODES.APPLICATION_NOT_CHANGEABLE]: msg`This application can no longer be changed or cancelled.`,
  [ERROR_CODES.APPLICATION_WINDOW_NOT_ENDED]: msg`The field can be confirmed only after applications have closed.`,
  [ERROR_CODES.APPLICATION_ORDER_SHARED]: msg`This payment also covers other applications; it cannot be withdrawn \
for this one alone.`,
  [FIELD_ERRORS.TAKEN]: msg`This ID already exists.`,
  [FIELD_ERRORS.PASSWORD_MIX]: msg`Use 8 to 20 characters mixing letters, digits and special characters.`,
  [FIELD_ERRORS.PASSWORD_COMMON]: msg`This password is too common. Please choose another.`,
  [FIELD_ERRORS.PASSWORD_CONTAINS_ID]: msg`The password must not contain your ID.`,
  [FIELD_ERRORS.PASSWORD_PATTERN]: msg`Do not use 4 or more repeated or sequential characters.`,
  [FIELD_ERRORS.MISMATCH]: msg`The password is wrong. Please re-enter it.`,
  [FIELD_ERRORS.GUARDIAN_REQUIRED]: msg`Members under 14 cannot join without a guardian.`,
  [FIELD_ERRORS.CONSENT_REQUIRED]: msg`Please agree to the required terms.`,
  [FIELD_ERRORS.INVALID_DATE]: msg`Please enter a valid date of birth (e.g. 19990505).`,
  [FIELD_ERRORS.REQUIRED]: msg`This field is required.`,
  [FIELD_ERRORS.TOO_SHORT]: msg`This is too short.`,
  [FIELD_ERRORS.TOO_LONG]: msg`This is too long.`,
  [FIELD_ERRORS.TOO_SMALL]: msg`This value is too small.`,
  [FIELD_ERRORS.TOO_BIG]: msg`This value is too large.`,
  [FIELD_ERRORS.INVALID_FORMAT]: msg`Please check the format.`,
  [FIELD_ERRORS.INVALID_VALUE]: msg`Please check this value.`,
  [FIELD_ERRORS.INVALID_TYPE]: msg`Please check this value.`,
  [FIELD_ERRORS.UNKNOWN_FIELD]: msg`This field is not accepted.`,
  [FIELD_ERRORS.CONTROL_CHARACTER]: msg`This contains an invisible control character. Please retype it.`,
}

/** Codes contract/errors.ts translates in ACCOUNT_ERROR_TEXTS: the test compares both wordings. */
export const TRANSLATED_CODES: readonly string[] = Object.keys(TEXTS)

/** The member's words for a code, or null when the code has none (the caller shows its own fallback). */
export function errorText(i18n: I18n, code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null
  const text = TEXTS[String(code)]
  return text ? i18n._(text) : null
}
