/**
 * The sandbox phone provider's inbox (GET /api/sandbox/phone/messages, decision 0023): exists only while the
 * server runs the sandbox, which its code answer says with `sandbox: true`. Lets a demo sign-up finish
 * without a real SMS.
 */
import { queryOptions } from '@tanstack/react-query'
import { sandboxMessagesSchema } from '@contract/cert'
import { api } from './client'
import { queryKeys } from './query-keys'

export async function getSandboxMessages(phone: string, signal?: AbortSignal) {
  return (
    await api.get('/sandbox/phone/messages', {
      query: { phone },
      withSession: false,
      schema: sandboxMessagesSchema,
      signal,
    })
  ).data
}

/** The newest code sent to `phone`, read once per send (`certId`). */
export function sandboxCodeQueryOptions(phone: string, certId: string) {
  return queryOptions({
    queryKey: queryKeys.sandbox.phoneMessages(phone, certId),
    queryFn: async ({ signal }) => (await getSandboxMessages(phone, signal)).messages[0]?.code ?? null,
    staleTime: Infinity,
    retry: false,
  })
}
