import { ERROR_CODES, FIELD_ERRORS } from './error-codes'

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
