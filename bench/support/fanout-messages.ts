/** IPC between bench/live-fanout.ts (the server node) and its client processes (fanout-clients.ts). */
export interface ClientsConfig {
  url: string
  gameId: number
  /** The latest version when the clients join, so none needs a catch-up patch or snapshot. */
  version: number
  count: number
}

export type ToClients = { kind: 'report'; version: number } | { kind: 'close' }

export type FromClients =
  | { kind: 'ready'; connected: number; failed: number; connectMs: number; firstError?: string }
  /** Epoch ms at which each client received the patch to `version`; `missing` never did within the wait. */
  | { kind: 'receipts'; version: number; times: number[]; missing: number }
