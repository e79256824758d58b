import type { LeaderboardPatch } from '@contract/leaderboard'
import type { AppDb } from '../../db/database'

type Listener = (patch: LeaderboardPatch) => void

const listeners = new WeakMap<AppDb, Set<Listener>>()

/**
 * Hears every board version committed in this process on `db`, published or not (a test's score, an
 * import's batch), so the node's catch-up cache (board-cache.ts) follows without reading the
 * database. Returns the way to stop listening.
 */
export function onVersionCommitted(db: AppDb, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>()
  listeners.set(db, set)
  set.add(listener)
  return () => set.delete(listener)
}

/** Called by the writers of versions (score-service.ts, board-version.ts) once the transaction committed. */
export function versionCommitted(db: AppDb, patch: LeaderboardPatch): void {
  for (const listener of listeners.get(db) ?? []) listener(patch)
}
