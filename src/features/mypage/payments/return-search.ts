/**
 * The query a checkout window returns with, as the Korean gateways send it: `paymentKey`, `orderId`, `amount` after
 * a payment; `code`, `message`, `orderId` after a failure. The router JSON-parses values, so numbers may arrive as
 * numbers or strings.
 */
export interface SuccessSearch {
  paymentKey?: string
  orderId?: string
  amount?: number
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : typeof v === 'number' ? String(v) : undefined

export function validateSuccessReturn(search: Record<string, unknown>): SuccessSearch {
  const paymentKey = text(search.paymentKey)
  const orderId = text(search.orderId)
  const amount = Number(search.amount)
  // The router writes the validated search back into the address: keep exactly the gateway's three fields.
  return { paymentKey, orderId, amount: Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined }
}

export function validateFailReturn(search: Record<string, unknown>): { code?: string; orderId?: string } {
  return { code: text(search.code), orderId: text(search.orderId) }
}

export function validateCardReturn(search: Record<string, unknown>): { authKey?: string; customerKey?: string } {
  return { authKey: text(search.authKey), customerKey: text(search.customerKey) }
}
