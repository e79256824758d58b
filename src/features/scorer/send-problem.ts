/**
 * What went wrong with a send, in the scorer's terms. The server's `{code, message, fields}` says which
 * rule refused the score (server/modules/live/score-service.ts); `message` is English for API partners,
 * so the page translates by status and field instead of showing it.
 */
import { ERROR_CODES } from '@contract/error-codes'
import { isApiError } from '@/api/api-error'
import type { ScorerCredential } from './credential'

export type SendProblem =
  | { kind: 'token' }
  /** The login may not score: it lacks the scorer role, or the session ended. */
  | { kind: 'login' }
  /** The scorer or the token is not assigned to this tournament (docs/decisions/0044). */
  | { kind: 'not-assigned' }
  | { kind: 'offline' }
  | { kind: 'server' }
  | { kind: 'busy' }
  | { kind: 'round-not-in-play' }
  | { kind: 'game-closed' }
  | { kind: 'player-out' }
  | { kind: 'player-unknown' }
  | { kind: 'invalid'; field: 'hole' | 'strokes' | 'putts' | 'other' }

/** Problems where sending the same scores again can work; refusals need a change first. */
export function canRetry(problem: SendProblem): boolean {
  return problem.kind === 'offline' || problem.kind === 'server' || problem.kind === 'busy'
}

function invalidField(fields: Record<string, string>): 'hole' | 'strokes' | 'putts' | 'other' {
  if ('strokes' in fields) return 'strokes'
  if ('putts' in fields) return 'putts'
  if ('hole' in fields) return 'hole'
  return 'other'
}

export function classifySendError(error: unknown, sentWith: ScorerCredential['kind'] = 'token'): SendProblem {
  if (!isApiError(error)) return { kind: 'server' }
  if (error.kind !== 'http') return { kind: 'offline' }
  const fields = error.fields ?? {}
  const { status } = error
  if (status === 403 && error.code === ERROR_CODES.NOT_ASSIGNED) return { kind: 'not-assigned' }
  if (status === 401 || status === 403) return { kind: sentWith }
  if (status === 429) return { kind: 'busy' }
  if (status === 404) return { kind: 'game-closed' }
  if (status === 409) {
    if ('round' in fields) return { kind: 'round-not-in-play' }
    if ('playerId' in fields) return { kind: 'player-out' }
    return { kind: 'game-closed' }
  }
  if (status === 400)
    return 'playerId' in fields ? { kind: 'player-unknown' } : { kind: 'invalid', field: invalidField(fields) }
  return { kind: 'server' }
}
