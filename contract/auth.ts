import { z } from 'zod'

/**
 * Auth calls shared by client and server (docs/requirements/accounts.md#acc-4, #acc-5): POST /login, POST /logout,
 * POST /accessToken. Login checks only the shape rules of docs/requirements/accounts.md#acc-4; the password mix rule
 * of sign-up (docs/requirements/accounts.md#acc-9) is not applied
 * here, because members who registered under older rules must still be able to log in.
 */

/** ID: begins with a lowercase letter, then lowercase letters or digits, 6 to 20 characters in all. */
export const LOGIN_ID_PATTERN = /^[a-z][a-z0-9]{5,19}$/
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20

export const loginIdSchema = z.string().regex(LOGIN_ID_PATTERN)

export const loginBodySchema = z
  .object({
    id: loginIdSchema,
    pwd: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
    /** Automatic login: the session's refresh token lives 30 days instead of 1 (docs/decisions/0022). */
    autoLogin: z.boolean().optional(),
  })
  .meta({ id: 'LoginBody' })

export type LoginBody = z.infer<typeof loginBodySchema>

/** Answer of POST /login and POST /accessToken. */
export const tokenPairSchema = z
  .object({
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1),
  })
  .meta({ id: 'TokenPair' })

export type TokenPair = z.infer<typeof tokenPairSchema>

/** Body of POST /accessToken: the stored (expired) pair, exchanged for a new one. */
export const refreshBodySchema = tokenPairSchema.meta({ id: 'RefreshBody' })

export type RefreshBody = z.infer<typeof refreshBodySchema>

/** Answer of POST /login: the pair plus what the shell shows before the profile fetch. */
export const loginResultSchema = tokenPairSchema
  .extend({
    /** Seconds the access token is valid for. */
    expiresIn: z.number().int(),
    id: z.string(),
    name: z.string(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'LoginResult' })

export type LoginResult = z.infer<typeof loginResultSchema>

/** Answer of POST /logout. */
export const logoutResultSchema = z.object({ ok: z.literal(true) }).meta({ id: 'LogoutResult' })
