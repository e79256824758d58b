/** IPC between bench/live-join-abuse.ts (the server node) and its abusing client (join-abuser.ts). */
export interface AbuserConfig {
  url: string
  /** The live game, and versions to claim in its joins (behind the latest: every one wants a catch-up). */
  gameId: number
  oldVersions: number[]
  /** Joins to send before the abuser says it is done (it goes on until told to stop). */
  joins: number
}

export type ToAbuser = { kind: 'stop' }

export interface AbuseCounts {
  /** Joins written to a connected socket. */
  sent: number
  /** Answers by outcome: 'ok', or the refusal's code (RATE_LIMITED, CONFLICT, VALIDATION). */
  answers: Record<string, number>
  /** Connections opened, and those the server closed. */
  connections: number
  closedByServer: number
  ms: number
}

export type FromAbuser =
  | { kind: 'started' }
  /** `joins` were sent; the abuser keeps on until 'stop'. */
  | { kind: 'reached'; counts: AbuseCounts }
  | { kind: 'stopped'; counts: AbuseCounts }
