/**
 * The sandbox payment provider's own API (docs/requirements/payments.md#pay-5): its checkout window's session and
 * choices, and its tiny bank that sends a deposit into a virtual account. It exists only while the server runs the
 * sandbox; the window is the provider's page, so it is called without the member's session.
 */
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  sandboxDepositSchema,
  sandboxRedirectSchema,
  sandboxSessionSchema,
  type sandboxApproveBodySchema,
} from '@contract/payments'
import { api } from './client'
import { queryKeys } from './query-keys'

export type SandboxSession = z.infer<typeof sandboxSessionSchema>

const visitor = { withSession: false } as const
const base = (token: string) => `/sandbox/pay/sessions/${encodeURIComponent(token)}`

export const sandboxSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sandbox.paySession(token),
    queryFn: async ({ signal }) =>
      (await api.get(base(token), { ...visitor, schema: sandboxSessionSchema, signal })).data,
    retry: false,
  })

export type SandboxApproval = z.infer<typeof sandboxApproveBodySchema>

/** The window's three endings; each answers where the provider sends the browser back. */
export async function approveSandboxPayment(token: string, body: SandboxApproval) {
  return (await api.post(`${base(token)}/approve`, body, { ...visitor, schema: sandboxRedirectSchema })).data
}
export async function failSandboxPayment(token: string) {
  return (await api.post(`${base(token)}/fail`, {}, { ...visitor, schema: sandboxRedirectSchema })).data
}
export async function cancelSandboxPayment(token: string) {
  return (await api.post(`${base(token)}/cancel`, {}, { ...visitor, schema: sandboxRedirectSchema })).data
}

/** POST /sandbox/pay/deposits: the sandbox bank sends money into a virtual account; the webhook follows. */
export async function sendSandboxDeposit(body: { accountNumber: string; amount: number; depositor: string }) {
  return (await api.post('/sandbox/pay/deposits', body, { ...visitor, schema: sandboxDepositSchema })).data
}
