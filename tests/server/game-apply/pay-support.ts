import type { SandboxPaymentProvider } from '../../../server/providers/payment/sandbox'
import { deliverDueWebhooks } from '../../../server/providers/payment/sandbox-outbox'
import type { StandingFixture } from '../standing/fixture'

/**
 * Paying entry fees through the door and the sandbox provider (docs/requirements/payments.md#pay-5), as the
 * education and ticket suites do: an order, the sandbox's payment window, the confirm, and the deposit webhook.
 */
export async function payEntryFees(fx: StandingFixture, loginId: string, refs: number[], method: 'card' | 'vbank') {
  const created = await fx.as(loginId, 'POST', '/api/payments/orders', { purpose: 'entry_fee', refs, method })
  if (created.statusCode !== 200) return { created, confirmed: null }
  const token = created.json().checkoutUrl.split('/').pop()
  const payload =
    method === 'card'
      ? { method: 'card', cardNumber: '4330000000000001', expiry: '12/30' }
      : { method: 'vbank', bank: 'Shinhan' }
  const approved = await fx.app.inject({ method: 'POST', url: `/api/sandbox/pay/sessions/${token}/approve`, payload })
  const q = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
  const confirmed = await fx.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { authorization: `Bearer ${await fx.tokenOf(loginId)}`, 'idempotency-key': `confirm-${q.orderId}` },
    payload: { orderNo: q.orderId, paymentKey: q.paymentKey, amount: Number(q.amount) },
  })
  return { created, confirmed }
}

/** The sandbox bank's deposit into a virtual account, delivered to the door's webhook. */
export async function deposit(fx: StandingFixture, accountNumber: string, amount: number) {
  await fx.app.inject({
    method: 'POST',
    url: '/api/sandbox/pay/deposits',
    payload: { accountNumber, amount, depositor: 'member' },
  })
  await deliverWebhooks(fx)
}

export const deliverWebhooks = (fx: StandingFixture) =>
  deliverDueWebhooks(fx.db, {
    secret: (fx.app.payments as SandboxPaymentProvider).webhookSecret,
    target: () => '/api/payments/webhooks/sandbox',
    now: fx.clock(),
    deliver: async ({ url, headers, body }) =>
      (await fx.app.inject({ method: 'POST', url, headers, payload: body })).statusCode,
  })

export async function cancelAs(fx: StandingFixture, loginId: string, body: object, key: string) {
  return fx.app.inject({
    method: 'POST',
    url: '/api/game/cancel',
    headers: { authorization: `Bearer ${await fx.tokenOf(loginId)}`, 'idempotency-key': key },
    payload: body,
  })
}
