import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authenticateToken, bearerOf } from '../auth/authenticate'

/**
 * The member behind a public call, if any: the application list and a tournament's facts are public, and a logged-in
 * member also sees their own application there (`mine`). A missing, expired or ended login reads as a visitor rather
 * than refusing a public page.
 */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const token = bearerOf(request)
  if (!token) return null
  try {
    return (await authenticateToken(app.db, app.authKeys.key, token, app.authKeys.now())).memberId
  } catch {
    return null
  }
}
