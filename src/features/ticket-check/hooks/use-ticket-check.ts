import type { TicketCheckDto } from '@contract/tickets'
import type { TicketClaims } from '@domain/tickets/ticket-code-format'
import { seoulDate } from '@domain/time'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { isApiError } from '@/api/client'
import { checkTicketCode, ticketGateKeyQueryOptions, ticketGateKeys } from '@/api/ticket-gate'
import { importGateKey, verifyOffline } from '../offline-verify'
import { useGateQueue } from '../stores/gate-queue'

/** What the page shows for the last code. */
export type GateView =
  | { kind: 'answer'; answer: TicketCheckDto }
  /** Genuine by its signature, checked offline; queued for redemption. */
  | { kind: 'queued'; claims: TicketClaims }
  /** Offline, and the signature is not genuine, or the ticket is for another day. */
  | { kind: 'forged' }
  /** Offline, and this gate queued the same code already: it was let in once. */
  | { kind: 'repeat' }
  /** Offline before the gate ever loaded its key. */
  | { kind: 'no_key' }

const unreachable = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')

/**
 * The gate's flow (docs/requirements/ticketing.md#tkt-9): online, the server checks and admits; without a network
 * (or when the call cannot reach the server) the signature is checked here and the code queued, and queued codes are
 * redeemed one by one as soon as the browser is back online.
 */
export function useTicketCheck() {
  const gateKey = useQuery(ticketGateKeyQueryOptions())
  const spki = gateKey.data?.publicKeySpki
  const cryptoKey = useQuery({
    queryKey: [...ticketGateKeys.gateKey(), 'imported', spki],
    queryFn: () => importGateKey(spki!),
    enabled: spki !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  })
  const { enqueue, dequeue, remember } = useGateQueue.getState()

  const offline = useCallback(
    async (code: string): Promise<GateView> => {
      if (!cryptoKey.data) return { kind: 'no_key' }
      const claims = await verifyOffline(cryptoKey.data, code)
      const at = new Date()
      // The server's own day rule, which needs no database (gate/inspect.ts): a one-day ticket admits on its day only.
      if (!claims || (claims.day !== null && claims.day !== seoulDate(at))) {
        remember({ outcome: 'invalid_ticket', serial: null, at: at.toISOString(), fromQueue: false })
        return { kind: 'forged' }
      }
      // A code queued here was admitted once already; without this a ticket handed back would pass twice offline.
      if (useGateQueue.getState().queue.some((q) => q.code === code)) {
        remember({ outcome: 'already_used', serial: null, at: at.toISOString(), fromQueue: false })
        return { kind: 'repeat' }
      }
      enqueue(code, at)
      remember({ outcome: 'queued', serial: null, at: at.toISOString(), fromQueue: false })
      return { kind: 'queued', claims }
    },
    [cryptoKey.data, enqueue, remember],
  )

  const check = useMutation({
    // Offline is this gate's normal case, not a reason to pause the check (TanStack Query pauses by default).
    networkMode: 'always',
    mutationFn: async (code: string): Promise<GateView> => {
      if (!navigator.onLine) return offline(code)
      try {
        const answer = await checkTicketCode({ code, gameId: null })
        remember({ outcome: answer.result, serial: answer.serial, at: new Date().toISOString(), fromQueue: false })
        return { kind: 'answer', answer }
      } catch (error) {
        if (unreachable(error)) return offline(code)
        throw error
      }
    },
  })

  const flushing = useRef(false)
  const flush = useCallback(async () => {
    if (flushing.current) return
    flushing.current = true
    try {
      for (const item of useGateQueue.getState().queue) {
        // Any failure (still offline, too many checks, a session to renew) leaves the rest queued for the next try.
        const answer = await checkTicketCode({ code: item.code, gameId: null }).catch(() => null)
        if (!answer) break
        dequeue(item.code)
        remember({ outcome: answer.result, serial: answer.serial, at: new Date().toISOString(), fromQueue: true })
      }
    } finally {
      flushing.current = false
    }
  }, [dequeue, remember])

  useEffect(() => {
    const onOnline = () => void flush()
    window.addEventListener('online', onOnline)
    if (navigator.onLine) void flush()
    return () => window.removeEventListener('online', onOnline)
  }, [flush])

  return { check, flush, keyReady: cryptoKey.data !== undefined }
}
