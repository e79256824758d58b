import { ERROR_CODES } from '@contract/errors'
import type { Role } from '@contract/roles'
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { httpError } from '../../http/http-error'
import { authenticateToken, bearerOf, type AuthContext } from './authenticate'
import type { Clock } from './clock'
import { resolveAuthSecret } from './secret'

declare module 'fastify' {
  interface FastifyInstance {
    /** The access-token key and the clock every auth and member service uses. */
    authKeys: { key: Uint8Array; now: Clock }
    /** preValidation hook: the caller must be logged in with at least one of `roles` (any role when none is given). */
    requireRole(...roles: Role[]): preValidationAsyncHookHandler
  }
  interface FastifyRequest {
    /** Set by requireRole (and by the live route's scorer check); null for visitors. */
    auth: AuthContext | null
  }
}

export interface AuthPluginOptions {
  now: Clock
}

/** The caller of a route guarded by requireRole; throws if a route forgot its guard. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`${request.routeOptions.url ?? request.url} reads the caller without requireRole`)
  return request.auth
}

/**
 * Roles are checked on the server for every call that needs one (docs/decisions/0022), before the body is
 * validated so a visitor learns nothing about a member call's input rules: no session → 401
 * (the client signs out or asks to log in), a session without the role → 403 FORBIDDEN ("no access rights").
 */
async function registerAuth(app: FastifyInstance, options: AuthPluginOptions) {
  const key = await resolveAuthSecret(app.config)
  app.decorate('authKeys', { key, now: options.now })
  app.decorateRequest('auth', null)
  app.decorate('requireRole', (...roles: Role[]): preValidationAsyncHookHandler => {
    return async function guard(request) {
      const token = bearerOf(request)
      if (!token)
        throw httpError(
          401,
          ERROR_CODES.LOGIN_REQUIRED,
          'This call needs a login (Authorization: Bearer <access token>)',
        )
      const auth = await authenticateToken(app.db, key, token, options.now())
      if (roles.length > 0 && !roles.some((role) => auth.roles.includes(role))) {
        throw httpError(403, ERROR_CODES.FORBIDDEN, 'No access rights for this call')
      }
      request.auth = auth
    }
  })
}

export const authPlugin = fp(registerAuth, { name: 'fairway-auth', dependencies: ['fairway-env', 'fairway-db'] })
