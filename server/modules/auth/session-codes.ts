import { ERROR_CODES, type ErrorCode } from '@contract/errors'
import type { SessionEndReason } from '../../db/schema/index'

/** The 401 code a call with an ended session's token gets: the screen says why the member is signed out. */
export function endedSessionCode(reason: SessionEndReason | null): ErrorCode {
  if (reason === 'superseded') return ERROR_CODES.SESSION_REPLACED
  if (reason === 'reuse') return ERROR_CODES.REFRESH_REUSED
  return ERROR_CODES.SESSION_ENDED
}

export const ENDED_MESSAGES: Readonly<Record<string, string>> = {
  [ERROR_CODES.SESSION_REPLACED]: 'This account logged in on another device; duplicate login is not allowed',
  [ERROR_CODES.REFRESH_REUSED]: 'A used refresh token was presented again; every token of this login was revoked',
  [ERROR_CODES.SESSION_ENDED]: 'The session has ended; log in again',
}
