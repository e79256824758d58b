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

/**
 * Texts of the account codes in both languages, for API partners and as the source of the client's
 * Lingui messages (the client translates codes itself; these never travel in an answer).
 */
export const ACCOUNT_ERROR_TEXTS: Readonly<Record<string, { en: string; ko: string }>> = {
  [ERROR_CODES.LOGIN_FAILED]: {
    en: 'The ID or password is incorrect.',
    ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
  },
  [ERROR_CODES.LOGIN_REQUIRED]: { en: 'Please log in and try again.', ko: '로그인 후 다시 시도해 주세요.' },
  [ERROR_CODES.TOKEN_INVALID]: {
    en: 'Your login is no longer valid. Please log in again.',
    ko: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
  },
  [ERROR_CODES.SESSION_ENDED]: {
    en: 'You have been logged out. Please log in again.',
    ko: '로그아웃되었습니다. 다시 로그인해 주세요.',
  },
  [ERROR_CODES.SESSION_REPLACED]: {
    en:
      'You were logged out because your account logged in on another device. Duplicate login is not allowed for ' +
      'payment safety.',
    ko: '다른 기기에서 로그인하여 로그아웃되었습니다. 결제 안정을 위해 중복 로그인은 허용되지 않습니다.',
  },
  [ERROR_CODES.REFRESH_INVALID]: {
    en: 'Your login has expired. Please log in again.',
    ko: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  },
  [ERROR_CODES.REFRESH_REUSED]: {
    en: 'For your security, you have been logged out on all devices. Please log in again.',
    ko: '보안을 위해 모든 기기에서 로그아웃되었습니다. 다시 로그인해 주세요.',
  },
  [ERROR_CODES.ID_TAKEN]: { en: 'This ID already exists.', ko: '이미 존재하는 아이디입니다.' },
  [ERROR_CODES.CERT_DELIVERY_FAILED]: {
    en: 'The verification code could not be sent. Please check the number.',
    ko: '인증번호를 보내지 못했습니다. 번호를 확인해 주세요.',
  },
  [ERROR_CODES.CERT_CODE_WRONG]: { en: 'The verification code is incorrect.', ko: '인증번호가 올바르지 않습니다.' },
  [ERROR_CODES.CERT_CODE_EXPIRED]: {
    en: 'The verification code has expired. Please request a new one.',
    ko: '인증번호가 만료되었습니다. 다시 요청해 주세요.',
  },
  [ERROR_CODES.CERT_REQUIRED]: { en: 'Please verify your mobile phone.', ko: '휴대폰 인증을 해 주세요.' },
  [ERROR_CODES.PHONE_VERIFICATION_OFF]: {
    en: 'Mobile phone verification is unavailable. Please contact the association.',
    ko: '휴대폰 인증을 이용할 수 없습니다. 협회로 문의해 주세요.',
  },
  [ERROR_CODES.STANDING_UNPAID]: {
    en: 'Cannot post due to unpaid dues or entrance fee.',
    ko: '회비 또는 입회비 미납으로 이용할 수 없습니다.',
  },
  [ERROR_CODES.STANDING_DISCIPLINE]: {
    en: 'Restricted due to disciplinary action.',
    ko: '징계로 인해 제한되었습니다.',
  },
  [ERROR_CODES.MEMBERS_ONLY]: {
    en: 'Available only for association members. Please log in.',
    ko: '협회 회원만 이용할 수 있습니다. 로그인해 주세요.',
  },
  [ERROR_CODES.REINSTATEMENT_CLOSED]: {
    en: 'You cannot apply for reinstatement now. Please check the application period.',
    ko: '지금은 재입회를 신청할 수 없습니다. 신청 기간을 확인해 주세요.',
  },
  [ERROR_CODES.CONSENT_REFUSED]: {
    en: "Only active association members may consent to another member's reinstatement.",
    ko: '다른 회원의 재입회에는 활동 중인 협회 회원만 동의할 수 있습니다.',
  },
  [ERROR_CODES.PAYMENT_AMOUNT_MISMATCH]: { en: 'Please check payment amount.', ko: '결제 금액을 확인해 주세요.' },
  [ERROR_CODES.PAYMENT_NOT_PAYABLE]: {
    en: 'This cannot be paid now. Please check your payment history.',
    ko: '지금은 결제할 수 없습니다. 결제 내역을 확인해 주세요.',
  },
  [ERROR_CODES.PAYMENT_IN_PROGRESS]: {
    en: 'This payment is being processed. Please check your payment history in a moment.',
    ko: '결제를 처리하고 있습니다. 잠시 후 결제 내역을 확인해 주세요.',
  },
  [ERROR_CODES.PAYMENT_FAILED]: {
    en: 'The payment failed. Please try again or use another method.',
    ko: '결제에 실패했습니다. 다시 시도하거나 다른 결제수단을 이용해 주세요.',
  },
  [ERROR_CODES.PAYMENT_NOT_CANCELABLE]: {
    en: 'This payment cannot be cancelled online. Please contact the association.',
    ko: '이 결제는 온라인으로 취소할 수 없습니다. 협회로 문의해 주세요.',
  },
  [ERROR_CODES.REFUND_EXCEEDS_REFUNDABLE]: {
    en: 'The amount exceeds what can be refunded.',
    ko: '환불 가능 금액을 초과했습니다.',
  },
  [ERROR_CODES.REFUND_ACCOUNT_REQUIRED]: {
    en: 'Please enter the account to receive the refund.',
    ko: '환불받을 계좌를 입력해 주세요.',
  },
  [ERROR_CODES.IDEMPOTENCY_KEY_REUSED]: {
    en: 'This request was already made with other details. Please start again.',
    ko: '다른 내용으로 이미 요청되었습니다. 처음부터 다시 시도해 주세요.',
  },
  [ERROR_CODES.IDEMPOTENCY_IN_FLIGHT]: {
    en: 'Your request is being processed. Please wait a moment.',
    ko: '요청을 처리하고 있습니다. 잠시 기다려 주세요.',
  },
  [ERROR_CODES.PAYMENT_PROVIDER_OFF]: {
    en: 'Online payment is unavailable. Please contact the association.',
    ko: '온라인 결제를 이용할 수 없습니다. 협회로 문의해 주세요.',
  },
  [ERROR_CODES.BILLING_CARD_UNUSABLE]: {
    en: 'No usable dues card is registered.',
    ko: '사용할 수 있는 회비 카드가 등록되어 있지 않습니다.',
  },
  [ERROR_CODES.EDUCATION_NOT_ELIGIBLE]: {
    en: 'This session is not open to your membership type.',
    ko: '회원님의 회원 구분으로는 신청할 수 없는 교육입니다.',
  },
  [ERROR_CODES.EDUCATION_APPLICATION_CLOSED]: {
    en: 'Applications for this session are not open now.',
    ko: '지금은 이 교육의 신청 기간이 아닙니다.',
  },
  [ERROR_CODES.EDUCATION_FULL]: { en: 'This session is full.', ko: '신청 인원이 마감되었습니다.' },
  [ERROR_CODES.EDUCATION_ALREADY_APPLIED]: {
    en: 'You have already applied for this session.',
    ko: '이미 신청한 교육입니다.',
  },
  [ERROR_CODES.EDUCATION_NOT_CANCELABLE]: {
    en: 'This application can no longer be cancelled.',
    ko: '이 신청은 더 이상 취소할 수 없습니다.',
  },
  [ERROR_CODES.CASH_INSUFFICIENT]: { en: 'Not enough cash.', ko: '캐시 잔액이 부족합니다.' },
  [ERROR_CODES.COUPON_CODE_REQUIRED]: { en: 'Coupon code required.', ko: '쿠폰 코드를 입력해 주세요.' },
  [ERROR_CODES.COUPON_REGISTRATION_FAILED]: { en: 'Coupon registration failed.', ko: '쿠폰 등록에 실패했습니다.' },
  [ERROR_CODES.COUPON_UNUSABLE]: { en: 'This coupon cannot be used.', ko: '사용할 수 없는 쿠폰입니다.' },
  [ERROR_CODES.TICKETS_SOLD_OUT]: { en: 'All tickets sold.', ko: '티켓이 모두 판매되었습니다.' },
  [ERROR_CODES.TICKET_SALE_CLOSED]: { en: 'This ticket is not on sale now.', ko: '지금은 판매하지 않는 티켓입니다.' },
  [ERROR_CODES.TICKET_LIMIT_EXCEEDED]: {
    en: 'You have reached the number of these tickets one member may buy.',
    ko: '1인당 구매할 수 있는 수량을 넘었습니다.',
  },
  [ERROR_CODES.TICKET_MEMBERS_ONLY]: {
    en: 'This ticket is for association members only.',
    ko: '협회 회원만 구매할 수 있는 티켓입니다.',
  },
  [ERROR_CODES.TICKET_CONSENT_REQUIRED]: {
    en: 'Please agree to all the terms before paying.',
    ko: '결제하려면 약관에 모두 동의해 주세요.',
  },
  [ERROR_CODES.INVALID_COUPON]: { en: 'Invalid coupon.', ko: '유효하지 않은 쿠폰입니다.' },
  [ERROR_CODES.TICKET_NOT_CANCELLABLE]: {
    en: 'This purchase can no longer be cancelled.',
    ko: '취소할 수 없는 구매입니다.',
  },
  [ERROR_CODES.QUEUE_TOKEN_REQUIRED]: {
    en: 'Please wait for your turn in the queue.',
    ko: '대기열에서 순서를 기다려 주세요.',
  },
  [ERROR_CODES.APPLICATION_FAILED]: {
    en: 'Application failed, contact the association.',
    ko: '신청에 실패했습니다. 협회로 문의해 주세요.',
  },
  [ERROR_CODES.APPLICATION_NOT_OPEN_YET]: {
    en: 'Applications for this tournament have not opened yet.',
    ko: '아직 대회 신청 기간이 아닙니다.',
  },
  [ERROR_CODES.APPLICATION_ENDED]: {
    en: 'Applications for this tournament have ended.',
    ko: '대회 신청이 마감되었습니다.',
  },
  [ERROR_CODES.APPLICATION_NOT_ELIGIBLE]: {
    en: 'This tournament is not open to your membership class.',
    ko: '회원님의 회원 구분으로는 신청할 수 없는 대회입니다.',
  },
  [ERROR_CODES.APPLICATION_DUES_UNPAID]: {
    en: 'Your dues must be fully paid before you apply.',
    ko: '회비를 완납해야 신청할 수 있습니다.',
  },
  [ERROR_CODES.APPLICATION_ENTRANCE_FEE_UNPAID]: {
    en: 'Your entrance fee must be fully paid before you apply.',
    ko: '입회비를 완납해야 신청할 수 있습니다.',
  },
  [ERROR_CODES.APPLICATION_ALREADY_APPLIED]: {
    en: 'You have already applied for this tournament.',
    ko: '이미 신청한 대회입니다.',
  },
  [ERROR_CODES.APPLICATION_CONSENT_REQUIRED]: {
    en: 'Please agree to the application terms first.',
    ko: '먼저 대회 신청 약관에 동의해 주세요.',
  },
  [ERROR_CODES.NO_DATA_TO_REMOVE]: { en: 'No data to remove.', ko: '삭제할 데이터가 없습니다.' },
  [ERROR_CODES.APPLICATION_NOT_CHANGEABLE]: {
    en: 'This application can no longer be changed or cancelled.',
    ko: '더 이상 변경하거나 취소할 수 없는 신청입니다.',
  },
  [ERROR_CODES.APPLICATION_WINDOW_NOT_ENDED]: {
    en: 'The field can be confirmed only after applications have closed.',
    ko: '신청 기간이 끝난 뒤에 출전 명단을 확정할 수 있습니다.',
  },
  [ERROR_CODES.APPLICATION_ORDER_SHARED]: {
    en: 'This payment also covers other applications; it cannot be withdrawn for this one alone.',
    ko: '이 결제에는 다른 신청도 함께 포함되어 있어 이 신청만 따로 취소할 수 없습니다.',
  },
  [FIELD_ERRORS.TAKEN]: { en: 'This ID already exists.', ko: '이미 존재하는 아이디입니다.' },
  [FIELD_ERRORS.PASSWORD_MIX]: {
    en: 'Use 8 to 20 characters mixing letters, digits and special characters.',
    ko: '영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요.',
  },
  [FIELD_ERRORS.PASSWORD_COMMON]: {
    en: 'This password is too common. Please choose another.',
    ko: '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
  },
  [FIELD_ERRORS.PASSWORD_CONTAINS_ID]: {
    en: 'The password must not contain your ID.',
    ko: '비밀번호에 아이디를 포함할 수 없습니다.',
  },
  [FIELD_ERRORS.PASSWORD_PATTERN]: {
    en: 'Do not use 4 or more repeated or sequential characters.',
    ko: '4자 이상 반복되거나 연속된 문자는 사용할 수 없습니다.',
  },
  [FIELD_ERRORS.MISMATCH]: {
    en: 'The password is wrong. Please re-enter it.',
    ko: '비밀번호가 일치하지 않습니다. 다시 입력해 주세요.',
  },
  [FIELD_ERRORS.GUARDIAN_REQUIRED]: {
    en: 'Members under 14 cannot join without a guardian.',
    ko: '만 14세 미만은 보호자 동의 없이 가입할 수 없습니다.',
  },
  [FIELD_ERRORS.CONSENT_REQUIRED]: { en: 'Please agree to the required terms.', ko: '필수 약관에 동의해 주세요.' },
  [FIELD_ERRORS.INVALID_DATE]: {
    en: 'Please enter a valid date of birth (e.g. 19990505).',
    ko: '올바른 생년월일을 입력해 주세요 (예: 19990505).',
  },
}
