/**
 * Codes a gate admitted on their signature alone while offline, kept in localStorage until the server has redeemed
 * them (docs/requirements/ticketing.md#tkt-9), and the last checks shown under the result. Both are the gate's own
 * notes, not server data: the server's answer for each queued code replaces its note when it arrives.
 */
import type { TicketCheckResult } from '@contract/tickets'
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { readStored, writeStored } from '@/lib/storage'

export const GATE_QUEUE_STORAGE_KEY = 'fw.ticketGateQueue'
export const RECENT_CHECKS = 5

export interface QueuedScan {
  code: string
  /** ISO instant of the offline scan. */
  scannedAt: string
}

/** What the gate saw: the server's result, or `queued` for a signature checked offline. */
export type GateOutcome = TicketCheckResult | 'queued'

export interface RecentCheck {
  id: string
  outcome: GateOutcome
  serial: string | null
  at: string
  /** The answer came for a code queued earlier. */
  fromQueue: boolean
}

interface GateQueueState {
  queue: QueuedScan[]
  recent: RecentCheck[]
  enqueue: (code: string, at: Date) => void
  dequeue: (code: string) => void
  remember: (check: Omit<RecentCheck, 'id'>) => void
}

const localStore: StateStorage = {
  getItem: (name) => readStored(name),
  setItem: (name, value) => writeStored(name, value),
  removeItem: (name) => writeStored(name, null),
}

let sequence = 0

export const useGateQueue = create<GateQueueState>()(
  persist(
    (set) => ({
      queue: [],
      recent: [],
      enqueue: (code, at) =>
        set((s) =>
          s.queue.some((q) => q.code === code) ? s : { queue: [...s.queue, { code, scannedAt: at.toISOString() }] },
        ),
      dequeue: (code) => set((s) => ({ queue: s.queue.filter((q) => q.code !== code) })),
      remember: (check) =>
        set((s) => ({
          recent: [{ ...check, id: `${Date.now()}-${(sequence += 1)}` }, ...s.recent].slice(0, RECENT_CHECKS),
        })),
    }),
    {
      name: GATE_QUEUE_STORAGE_KEY,
      storage: createJSONStorage(() => localStore),
      // Only the queue must survive a reload; the list of last checks is for the current shift at this screen.
      partialize: (s) => ({ queue: s.queue }),
    },
  ),
)
