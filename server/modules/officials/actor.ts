import type { LeaderboardPatch } from '@contract/leaderboard'
import type { OfficialActorKind } from '../../db/schema/officials'
import { IMPORT_AUTHOR, SIMULATOR_AUTHOR, type ScoreAuthor } from '../live/score-author'

/** Who runs an officials' call (docs/decisions/0058): an official's login, the demo's simulator, or the import. */
export type OfficialActor =
  | { kind: 'member'; memberId: number; loginId: string; ip: string | null }
  | { kind: 'simulator' }
  | { kind: 'import' }

export interface OfficialCallOptions {
  actor: OfficialActor
  /** publishPatch in the server; called once after the commit with the call's one patch. */
  onPatch?: (patch: LeaderboardPatch) => void
  /** The clock (tests, the simulator's simulated time); default new Date(). */
  now?: Date
}

/** The official_actions columns that name the actor. */
export function actorColumns(actor: OfficialActor): {
  actorKind: OfficialActorKind
  actor: string
  memberId: number | null
  ip: string | null
} {
  if (actor.kind === 'member')
    return { actorKind: 'member', actor: actor.loginId, memberId: actor.memberId, ip: actor.ip }
  return { actorKind: actor.kind, actor: actor.kind, memberId: null, ip: null }
}

/** The author a correction's hole score is written with (the live-score audit names the official). */
export function scoreAuthorOf(actor: OfficialActor): ScoreAuthor {
  if (actor.kind === 'member') return actor
  return actor.kind === 'simulator' ? SIMULATOR_AUTHOR : IMPORT_AUTHOR
}
