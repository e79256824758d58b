import {
  loginBodySchema,
  loginResultSchema,
  logoutResultSchema,
  refreshBodySchema,
  tokenPairSchema,
} from '@contract/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { originOf, writeAudit } from './audit'
import { login } from './login'
import { authOf } from './plugin'
import { rotateTokens } from './refresh'
import { endSession } from './sessions'

/** POST /login, POST /logout, POST /accessToken (docs/requirements/accounts.md#acc-4; docs/decisions/0022). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { key, now } = app.authKeys

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Log in',
        description:
          'Answers an access token (15 minutes) and a refresh token (1 day, 30 days with autoLogin). Ends the ' +
          "member's other sessions: their next call answers 401 code -1002. Failed logins slow down per ID and per " +
          'address (429 with Retry-After).',
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginResultSchema, ...errorResponses },
      },
    },
    async (request) => login(app.db, key, request.body, originOf(request), now()),
  )

  app.post(
    '/logout',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Log out',
        description: 'Ends the session on the server: its access and refresh tokens stop working.',
        tags: ['auth'],
        response: { 200: logoutResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const at = now()
      await endSession(app.db, auth.sessionId, 'logout', at)
      await writeAudit(
        app.db,
        { action: 'logout', memberId: auth.memberId, loginId: auth.loginId, at, detail: { sessionId: auth.sessionId } },
        originOf(request),
      )
      return { ok: true as const }
    },
  )

  app.post(
    '/accessToken',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Refresh the token pair',
        description:
          'Exchanges the stored pair for a new one; each refresh token works once. The same used token presented ' +
          'again within 10 seconds gets the same new pair (two tabs refreshing at once); after that, every token ' +
          'of the login is revoked.',
        tags: ['auth'],
        body: refreshBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses },
      },
    },
    async (request) => rotateTokens(app.db, key, request.body, originOf(request), now()),
  )
}
