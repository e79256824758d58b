/**
 * The sandbox's test cards (docs/decisions/0053-payment-door.md): any other 16-digit number is an ordinary
 * card that pays. The numbers follow the gateways' habit of documenting a few cards that fail on purpose.
 */
export const SANDBOX_CARDS = {
  /** Always succeeds (payments and billing). */
  ok: '4330000000000001',
  /** Refused in the window: insufficient funds, back to the fail URL. As a billing card it cannot be registered. */
  insufficientFunds: '4330000000000019',
  /** Approved in the window, refused at confirm; as a billing card its billing key cannot be issued. */
  failsAtConfirm: '4330000000000027',
  /** Registers as a billing card, but every charge on it is refused for insufficient funds. */
  billingChargeFails: '4330000000000035',
} as const

export const SANDBOX_CODES = {
  insufficientFunds: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance or limit exceeded' },
  rejectedByIssuer: { code: 'REJECT_CARD_COMPANY', message: 'The card company refused the payment' },
  userCanceled: { code: 'PAY_PROCESS_CANCELED', message: 'The payment was canceled by the user' },
  userFailed: { code: 'PAY_PROCESS_ABORTED', message: 'The payment failed in the window' },
  invalidAmount: { code: 'INVALID_AMOUNT', message: 'The amount differs from the authorised amount' },
  notFound: { code: 'NOT_FOUND_PAYMENT', message: 'No such payment' },
  confirmExpired: { code: 'EXPIRED_PAYMENT', message: 'The time to confirm this payment has passed' },
  notCancelable: { code: 'NOT_CANCELABLE_AMOUNT', message: 'The amount exceeds what is left to cancel' },
  notCancelableState: { code: 'NOT_CANCELABLE_PAYMENT', message: 'This payment cannot be canceled' },
  refundAccountRequired: { code: 'INVALID_REFUND_ACCOUNT_INFO', message: 'A refund account is required' },
  expiredCard: { code: 'EXPIRED_CARD', message: 'The card has expired' },
  invalidBilling: { code: 'INVALID_BILLING_AUTH', message: 'Unknown or used authorisation' },
} as const

/** Whether a card's last valid month (YYYY-MM) is before `month`. */
export const cardExpiredIn = (cardExpiry: string, month: string): boolean => cardExpiry < month

/** "**** 0001" for a card number: the sandbox never hands out the whole number. */
export const maskCard = (cardNumber: string): string => `**** ${cardNumber.slice(-4)}`
