import { timingSafeEqual } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { httpError } from '../../http/http-error'
import { authenticateToken } from '../auth/authenticate'
import { activeFeedToken, FEED_TOKEN_PREFIX } from '../scorers/feed-tokens'
import { operatorAuthor, type ScoreAuthor } from './score-author'

const ACCESS_TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who is sending a score, from `Authorization: Bearer …` (docs/decisions/0044): the operator's SCORER_TOKEN,
 * a named feed token staff issued (`fwf_…`), or the access token of a logged-in account with the scorer role.
 * 401 when none of these checks out, 403 for an account without the role. Whether the author may score the
 * game in the body is the score service's check (403 NOT_ASSIGNED), made in the score's transaction.
 */
export async function scoreAuthorOf(
  app: FastifyInstance,
  request: FastifyRequest,
  operatorToken: string | undefined,
): Promise<ScoreAuthor> {
  const ip = request.ip ?? null
  const sent = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim()
  if (sent && operatorToken && sameToken(sent, operatorToken)) return operatorAuthor(ip)
  if (sent?.startsWith(FEED_TOKEN_PREFIX)) {
    const token = await activeFeedToken(app.db, sent)
    if (!token) throw httpError(401, ERROR_CODES.UNAUTHORIZED, 'The feed token is not valid or has been revoked')
    return { kind: 'token', tokenId: token.id, name: token.name, gameId: token.tournamentId, ip }
  }
  // An access token (a JWT: three dot-separated parts) of a logged-in account: the usual 401 codes apply.
  if (sent && ACCESS_TOKEN_SHAPE.test(sent)) {
    const auth = await authenticateToken(app.db, app.authKeys.key, sent, app.authKeys.now())
    if (!auth.roles.includes('scorer'))
      throw httpError(403, ERROR_CODES.FORBIDDEN, 'Only scorers may record live scores')
    request.auth = auth
    return { kind: 'member', memberId: auth.memberId, loginId: auth.loginId, ip }
  }
  throw httpError(
    401,
    ERROR_CODES.UNAUTHORIZED,
    'A scorer login, a feed token or the scorer token is required (Authorization: Bearer <token>)',
  )
}
