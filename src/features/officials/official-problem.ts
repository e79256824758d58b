/**
 * What an officials' call's failure says to the official. The server's `message` is English for API partners; the
 * console translates by code (src/lib/error-texts.ts) and status instead (docs/decisions/0010).
 */
import { ERROR_CODES } from '@contract/error-codes'
import { isApiError } from '@/api/api-error'

export type OfficialProblem = 'forbidden' | 'refused' | 'gone' | 'invalid' | 'offline' | 'other'

export function officialProblem(error: unknown): OfficialProblem {
  if (!isApiError(error)) return 'other'
  if (error.kind !== 'http') return 'offline'
  if (error.status === 403 || error.code === ERROR_CODES.FORBIDDEN) return 'forbidden'
  if (error.status === 404) return 'gone'
  if (error.status === 409) return 'refused'
  if (error.status === 400) return 'invalid'
  return 'other'
}

export const isUnfinishedRound = (error: unknown): boolean =>
  isApiError(error) && error.code === ERROR_CODES.ROUND_UNFINISHED
