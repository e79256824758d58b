// What the modules that charge use of the payment door (docs/decisions/DECISION-pay-payment-door.md).
export type { Payable, PayableLine, PaidOrder, PricedOrder } from './payable'
export { registerPayable } from './registry'
export { createOrder } from './create-order'
export { billingCardOf, chargeBillingCard, confirmCardRegistration, startCardRegistration } from './billing'
export { recordOfflineTransfer } from './offline-transfer'
export { cancelPayment } from './cancel'
export { reconcilePayments } from './reconcile'
