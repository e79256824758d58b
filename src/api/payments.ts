/**
 * The payment door (docs/requirements/payments.md): orders priced by the server, the confirm after the checkout
 * window, and an order's state for the receipt and the waiting-for-deposit page.
 */
import { queryOptions } from '@tanstack/react-query'
import {
  billingCardSchema,
  createdOrderSchema,
  paymentOrderSchema,
  type PaymentMethod,
  type PaymentPurpose,
} from '@contract/payments'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

/** POST /payments/orders: the refs of what is paid; the server prices them (PAY-2) and names the checkout window. */
export async function createOrder(body: {
  purpose: PaymentPurpose
  refs: number[]
  method: Extract<PaymentMethod, 'card' | 'vbank'>
}) {
  return (await api.post('/payments/orders', body, { schema: createdOrderSchema })).data
}

export async function getOrder(orderNo: string, signal?: AbortSignal) {
  return (await api.get(`/payments/orders/${encodeURIComponent(orderNo)}`, { schema: paymentOrderSchema, signal })).data
}

export const orderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: queryKeys.payments.order(orderNo),
    queryFn: ({ signal }) => getOrder(orderNo, signal),
    staleTime: STALE.live,
  })

/**
 * POST /payments/confirm with the `Idempotency-Key` the page made once for this order (PAY-8): a reload sends the
 * same key and gets the stored answer instead of a second charge.
 */
export async function confirmPayment(
  body: { orderNo: string; paymentKey: string; amount: number },
  idempotencyKey: string,
) {
  return (
    await api.post('/payments/confirm', body, {
      schema: paymentOrderSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data
}

/** POST /payments/billing-cards/confirm: the card-registration window's authKey and customerKey make the dues card. */
export async function confirmBillingCard(body: { authKey: string; customerKey: string }) {
  return (await api.post('/payments/billing-cards/confirm', body, { schema: billingCardSchema })).data
}
