/**
 * The gate's calls (docs/requirements/ticketing.md#tkt-9): the public key a gate checks signatures with while
 * offline, and the one-time redemption of a code. The key is also kept in localStorage, so a gate that reloads
 * without a network can still verify codes.
 */
import { queryOptions } from '@tanstack/react-query'
import { ticketCheckSchema, ticketGateKeySchema, type TicketCheckDto } from '@contract/tickets'
import { readStored, writeStored } from '@/lib/storage'
import { api } from './client'

export const GATE_KEY_STORAGE_KEY = 'fw.ticketGateKey'

export const ticketGateKeys = {
  gateKey: () => ['tickets', 'gate-key'] as const,
}

function storedGateKey() {
  const text = readStored(GATE_KEY_STORAGE_KEY)
  if (!text) return undefined
  try {
    const parsed = ticketGateKeySchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export const ticketGateKeyQueryOptions = () =>
  queryOptions({
    queryKey: ticketGateKeys.gateKey(),
    queryFn: async ({ signal }) => {
      const key = (await api.get('/tickets/gate-key', { schema: ticketGateKeySchema, signal, withSession: false })).data
      writeStored(GATE_KEY_STORAGE_KEY, JSON.stringify(key))
      return key
    },
    initialData: storedGateKey,
    // The stored copy is shown at once and refreshed once per visit; the key changes only with the secret.
    initialDataUpdatedAt: 0,
    staleTime: 60 * 60_000,
    gcTime: Number.POSITIVE_INFINITY,
  })

export async function checkTicketCode(body: { code: string; gameId: number | null }): Promise<TicketCheckDto> {
  return (await api.post('/tickets/check', body, { schema: ticketCheckSchema })).data
}
