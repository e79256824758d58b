/**
 * The error codes and their texts, without zod: the portal's shell needs them in its first load (the
 * session-ended notice), and zod must stay out of that entry (scripts/check-budgets.ts).
 */

/**
 * Error codes the server answers with. Numeric -1001 is "access token expired"
 * (docs/requirements/api-conventions.md#api-8).
 */
export const ERROR_CODES = {
  TOKEN_EXPIRED: -1001,
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A URL longer than any the portal makes (414; docs/decisions/0040). */
  URI_TOO_LONG: 'URI_TOO_LONG',
  BAD_REQUEST: 'BAD_REQUEST',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
  // Accounts and sessions (docs/decisions/0022). Every 401 but -1001 ends the browser's session (0002).
  /** The ID or password is wrong, or the account cannot log in (pending, withdrawn): one answer for all. */
  LOGIN_FAILED: 'LOGIN_FAILED',
  /** A call needing a login came without an access token. */
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  /** An access token that is malformed, forged or signed with another secret. */
  TOKEN_INVALID: 'TOKEN_INVALID',
  /** The session was ended on the server (logout, withdrawal, password change). */
  SESSION_ENDED: 'SESSION_ENDED',
  /** The member logged in on another device; duplicate login is not allowed (docs/requirements/accounts.md#acc-6). */
  SESSION_REPLACED: -1002,
  /** A refresh token that is unknown, expired or revoked. */
  REFRESH_INVALID: 'REFRESH_INVALID',
  /** An already used refresh token came back after the grace window: the whole login was revoked. */
  REFRESH_REUSED: 'REFRESH_REUSED',
  /** POST /member/signup or /member/signupRequest with an ID someone already has. */
  ID_TAKEN: 'ID_TAKEN',
  /** Phone verification: the provider could not deliver the code. */
  CERT_DELIVERY_FAILED: 'CERT_DELIVERY_FAILED',
  /** Phone verification or password reset: the code is wrong (attempts left). */
  CERT_CODE_WRONG: 'CERT_CODE_WRONG',
  /** The code expired, was already used, or too many wrong codes were tried: request a new one. */
  CERT_CODE_EXPIRED: 'CERT_CODE_EXPIRED',
  /** A verified phone was required (sign-up, phone change) and the certification given is not usable. */
  CERT_REQUIRED: 'CERT_REQUIRED',
  /** 503: this server has no SMS provider, so no phone can be verified (docs/decisions/0042). */
  PHONE_VERIFICATION_OFF: 'PHONE_VERIFICATION_OFF',
  /**
   * The period of an event or application is over: "period ended so editing is impossible"
   * (docs/requirements/api-conventions.md#api-12).
   */
  PERIOD_ENDED: 'PERIOD_ENDED',
  /** A scorer (or a feed token) sent a score for a tournament it is not assigned to (docs/decisions/0044). */
  NOT_ASSIGNED: 'NOT_ASSIGNED',
  // Standing (docs/requirements/standing-and-dues.md#sd-9): what contract/membership.ts's refusals answer.
  /** "Cannot post due to unpaid dues or entrance fee." */
  STANDING_UNPAID: 'STANDING_UNPAID',
  /** "Restricted due to disciplinary action." */
  STANDING_DISCIPLINE: 'STANDING_DISCIPLINE',
  /** "Available only for association members." */
  MEMBERS_ONLY: 'MEMBERS_ONLY',
  /** Reinstatement: not expelled, outside the window, or an application already open (SD-7). */
  REINSTATEMENT_CLOSED: 'REINSTATEMENT_CLOSED',
  /** Reinstatement consent: one's own application, not an active member, or not collecting consents (SD-7). */
  CONSENT_REFUSED: 'CONSENT_REFUSED',
  // The payment door (docs/requirements/payments.md).
  /** The amount sent to confirm is not the order's: "Please check payment amount." Nothing was charged. */
  PAYMENT_AMOUNT_MISMATCH: 'PAYMENT_AMOUNT_MISMATCH',
  /** What was asked to be paid cannot be paid (already paid, closed, expired, or no module charges it). */
  PAYMENT_NOT_PAYABLE: 'PAYMENT_NOT_PAYABLE',
  /** Another request is confirming this order right now. */
  PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS',
  /** The provider refused the payment; `message` carries its reason. */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** This payment cannot be cancelled by the member (e.g. dues) or in its state. */
  PAYMENT_NOT_CANCELABLE: 'PAYMENT_NOT_CANCELABLE',
  /** A cancel or refund above what is left to refund. Nothing changed. */
  REFUND_EXCEEDS_REFUNDABLE: 'REFUND_EXCEEDS_REFUNDABLE',
  /** A paid virtual account is refunded by bank transfer: a refund account is needed. */
  REFUND_ACCOUNT_REQUIRED: 'REFUND_ACCOUNT_REQUIRED',
  /** The Idempotency-Key was used before with another request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The request with this Idempotency-Key is still being processed. */
  IDEMPOTENCY_IN_FLIGHT: 'IDEMPOTENCY_IN_FLIGHT',
  /** 503: this server takes no payments (PAYMENT_PROVIDER=none). */
  PAYMENT_PROVIDER_OFF: 'PAYMENT_PROVIDER_OFF',
  /** The dues card cannot be used: none registered, expired or suspended. */
  BILLING_CARD_UNUSABLE: 'BILLING_CARD_UNUSABLE',
  // The officials' calls (docs/requirements/officials.md): each refusal changes nothing.
  /** The call does not fit the tournament's state (not started, already finished, a round not in play). */
  GAME_STATE: 'GAME_STATE',
  /** The round is already closed: a round is closed once. */
  ROUND_CLOSED: 'ROUND_CLOSED',
  /** Active players have not finished the round: close it with `force` and a reason, or wait. */
  ROUND_UNFINISHED: 'ROUND_UNFINISHED',
  /** Play is suspended (or, for resume, is not). */
  PLAY_SUSPENDED: 'PLAY_SUSPENDED',
  /** A score or a status for a player who is out (WD, RTD, DQ, DNS, or missed the cut). */
  PLAYER_OUT: 'PLAYER_OUT',
  /** A playoff where first place is not tied, or already decided. */
  NO_PLAYOFF: 'NO_PLAYOFF',
  /** Finalizing with first place tied and no playoff winner. */
  PLAYOFF_UNDECIDED: 'PLAYOFF_UNDECIDED',
  /** A tee sheet that does not hold every player of the round exactly once. */
  TEE_SHEET_INVALID: 'TEE_SHEET_INVALID',
  // Welfare applications (docs/requirements/my-page.md#my-7 to #my-10): each refusal stores nothing.
  /** An evidence file that is not an image (JPEG, PNG, WebP, HEIC) or a PDF by its content. */
  EVIDENCE_REFUSED: 'EVIDENCE_REFUSED',
  /** An evidence file over 10 MB, or more than 5 files. */
  EVIDENCE_TOO_LARGE: 'EVIDENCE_TOO_LARGE',
  /** The occasion's claim period ended (the end of the year after it; MY-9). */
  CLAIM_EXPIRED: 'CLAIM_EXPIRED',
  /** Scholarship applications are taken 1-31 March only (MY-10). */
  SCHOLARSHIP_CLOSED: 'SCHOLARSHIP_CLOSED',
  /** The welfare pension needs birth year 1954-1962 and 20 years of membership (MY-10). */
  PENSION_NOT_ELIGIBLE: 'PENSION_NOT_ELIGIBLE',
  /** The member already has a live application for the same occasion (type, relation, subject and date). */
  WELFARE_DUPLICATE: 'WELFARE_DUPLICATE',
  // Education applications (docs/requirements/my-page.md#my-11).
  /** The session is not for the member's membership type. */
  EDUCATION_NOT_ELIGIBLE: 'EDUCATION_NOT_ELIGIBLE',
  /** Outside the session's application window. */
  EDUCATION_APPLICATION_CLOSED: 'EDUCATION_APPLICATION_CLOSED',
  /** Every place of the session is taken. */
  EDUCATION_FULL: 'EDUCATION_FULL',
  /** The member already has a live application for the session. */
  EDUCATION_ALREADY_APPLIED: 'EDUCATION_ALREADY_APPLIED',
  /** The session has started, or the application is already cancelled. */
  EDUCATION_NOT_CANCELABLE: 'EDUCATION_NOT_CANCELABLE',
  // Cash and coupons (docs/requirements/my-page.md#my-13, #my-14).
  /** A debit above the member's cash balance. Nothing changed. */
  CASH_INSUFFICIENT: 'CASH_INSUFFICIENT',
  /** "Coupon code required": the code was empty. */
  COUPON_CODE_REQUIRED: 'COUPON_CODE_REQUIRED',
  /** "Coupon registration failed.": unknown, expired, withdrawn, already registered or exhausted. */
  COUPON_REGISTRATION_FAILED: 'COUPON_REGISTRATION_FAILED',
  /** The coupon is not the member's, used, held by another order, expired or not valid now. */
  COUPON_UNUSABLE: 'COUPON_UNUSABLE',
  // Member support (docs/requirements/my-page.md#my-15).
  /** The inquiry has an answer: the member can no longer edit or delete it. */
  INQUIRY_ANSWERED: 'INQUIRY_ANSWERED',
  // Ticketing (docs/requirements/ticketing.md).
  /** "All tickets sold": nothing left of the ticket (or not as many as asked). Nothing held. */
  TICKETS_SOLD_OUT: 'TICKETS_SOLD_OUT',
  /** The ticket is not on sale now (before its sale opens or after it closes). */
  TICKET_SALE_CLOSED: 'TICKET_SALE_CLOSED',
  /** Held and paid tickets of the member would pass the ticket's per-member limit. */
  TICKET_LIMIT_EXCEEDED: 'TICKET_LIMIT_EXCEEDED',
  /** A member ticket bought by an account that is not an association member. */
  TICKET_MEMBERS_ONLY: 'TICKET_MEMBERS_ONLY',
  /** The four purchase consents are required: payment only after agreeing. */
  TICKET_CONSENT_REQUIRED: 'TICKET_CONSENT_REQUIRED',
  /** "Invalid coupon": the typed code is not a usable coupon of the member's box. */
  INVALID_COUPON: 'INVALID_COUPON',
  /** The purchase is not cancellable any more (its day has come, it is used, or already cancelled). */
  TICKET_NOT_CANCELLABLE: 'TICKET_NOT_CANCELLABLE',
  /** The waiting room is on and the call came without a valid admission token for this session. */
  QUEUE_TOKEN_REQUIRED: 'QUEUE_TOKEN_REQUIRED',
  // Tournament applications (docs/requirements/tournament-applications.md).
  /** "Application failed, contact the association." (APP-9): a failure the member cannot fix. */
  APPLICATION_FAILED: 'APPLICATION_FAILED',
  /** The application window has not opened yet (10:00 Seoul on the start date, APP-3). */
  APPLICATION_NOT_OPEN_YET: 'APPLICATION_NOT_OPEN_YET',
  /** The application window has closed (16:00 Seoul on the closing date) or registration is closed. */
  APPLICATION_ENDED: 'APPLICATION_ENDED',
  /** The tournament is not open to the member's class or stage (APP-6, docs/decisions). */
  APPLICATION_NOT_ELIGIBLE: 'APPLICATION_NOT_ELIGIBLE',
  /** Dues not fully paid: applying needs them paid (APP-6). */
  APPLICATION_DUES_UNPAID: 'APPLICATION_DUES_UNPAID',
  /** The entrance fee is not paid: applying needs it paid, and the page offers to pay it (APP-6). */
  APPLICATION_ENTRANCE_FEE_UNPAID: 'APPLICATION_ENTRANCE_FEE_UNPAID',
  /** The member already has a live application for the tournament. */
  APPLICATION_ALREADY_APPLIED: 'APPLICATION_ALREADY_APPLIED',
  /** The application's consents (POST /game/player/agree) were not given first. */
  APPLICATION_CONSENT_REQUIRED: 'APPLICATION_CONSENT_REQUIRED',
  /** "No data to remove." (catalogue): a cart removal that matched nothing removable. */
  NO_DATA_TO_REMOVE: 'NO_DATA_TO_REMOVE',
  /** The application is cancelled or lapsed (or in the confirmed field): nothing of it can change any more. */
  APPLICATION_NOT_CHANGEABLE: 'APPLICATION_NOT_CHANGEABLE',
  /** Staff confirm a tournament's field only after its application window has ended (APP-11, decision 0082). */
  APPLICATION_WINDOW_NOT_ENDED: 'APPLICATION_WINDOW_NOT_ENDED',
  /** The open order of the application also pays other applications (a cart): it is not closed for one of them. */
  APPLICATION_ORDER_SHARED: 'APPLICATION_ORDER_SHARED',
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** Per-field problem codes in `fields`, translated by the client next to the field. */
export const FIELD_ERRORS = {
  REQUIRED: 'required',
  TOO_SHORT: 'too_short',
  TOO_LONG: 'too_long',
  TOO_SMALL: 'too_small',
  TOO_BIG: 'too_big',
  INVALID_FORMAT: 'invalid_format',
  INVALID_VALUE: 'invalid_value',
  INVALID_TYPE: 'invalid_type',
  UNKNOWN_FIELD: 'unknown_field',
  /**
   * Text with a character no form can mean: a control character other than tab, line feed and return, DEL, or
   * half of a surrogate pair. Refused for every field of every call (docs/decisions/0040).
   */
  CONTROL_CHARACTER: 'control_character',
  // Sign-up and password rules (contract/member-rules.ts, contract/password-rules.ts).
  /** The ID is already used by someone. */
  TAKEN: 'taken',
  /** Password lacks one of letters, digits and special characters. */
  PASSWORD_MIX: 'password_mix',
  /** Password is on the list of common or breached-looking passwords. */
  PASSWORD_COMMON: 'password_common',
  /** Password contains the ID. */
  PASSWORD_CONTAINS_ID: 'password_contains_id',
  /** Password has 4 or more repeated or sequential characters (aaaa, 1234, qwer). */
  PASSWORD_PATTERN: 'password_pattern',
  /** The confirmation differs from the password ("password is wrong, re-enter"). */
  MISMATCH: 'mismatch',
  /** Under 14 without a guardian. */
  GUARDIAN_REQUIRED: 'guardian_required',
  /** A consent the step needs was not given. */
  CONSENT_REQUIRED: 'consent_required',
  /** A date of birth that is not a real day, or lies in the future. */
  INVALID_DATE: 'invalid_date',
} as const

export type FieldError = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS]
