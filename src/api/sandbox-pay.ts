/**
 * The sandbox payment provider's own API (docs/requirements/payments.md#pay-5): its checkout window's session and
 * choices, and its tiny bank that sends a deposit into a virtual account. It exists only while the server runs the
 * sandbox; the window is the provider's page, so it is called without the member's session.
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from './client'
import { queryKeys } from './query-keys'

export const sandboxSessionSchema = z.object({
  token: z.string(),
  merchant: z.string(),
  orderNo: z.string(),
  orderName: z.string(),
  amount: z.number().int().nonnegative(),
  /** What the window offers: a payment (card or virtual account) or a card registration for recurring dues. */
  kind: z.enum(['payment', 'billing']).default('payment'),
  /** The method the member chose with the order; the window opens on it. */
  method: z.enum(['card', 'vbank']).nullable().default(null),
  methods: z.array(z.enum(['card', 'vbank'])).default(['card', 'vbank']),
  testCards: z.array(z.object({ number: z.string(), outcome: z.string() })).default([]),
  banks: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
  state: z.string().default('open'),
})
export type SandboxSession = z.infer<typeof sandboxSessionSchema>

const redirectSchema = z.object({ redirectUrl: z.string() })
const visitor = { withSession: false } as const
const base = (token: string) => `/sandbox/pay/sessions/${encodeURIComponent(token)}`

export const sandboxSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sandbox.paySession(token),
    queryFn: async ({ signal }) =>
      (await api.get(base(token), { ...visitor, schema: sandboxSessionSchema, signal })).data,
    retry: false,
  })

export type SandboxApproval = { method: 'card'; cardNumber: string; expiry: string } | { method: 'vbank'; bank: string }

/** The window's three endings; each answers where the provider sends the browser back. */
export async function approveSandboxPayment(token: string, body: SandboxApproval) {
  return (await api.post(`${base(token)}/approve`, body, { ...visitor, schema: redirectSchema })).data
}
export async function failSandboxPayment(token: string) {
  return (await api.post(`${base(token)}/fail`, {}, { ...visitor, schema: redirectSchema })).data
}
export async function cancelSandboxPayment(token: string) {
  return (await api.post(`${base(token)}/cancel`, {}, { ...visitor, schema: redirectSchema })).data
}

/** POST /sandbox/pay/deposits: the sandbox bank sends money into a virtual account; the webhook follows. */
export async function sendSandboxDeposit(body: { accountNumber: string; amount: number; depositor: string }) {
  return (await api.post('/sandbox/pay/deposits', body, visitor)).data
}
