import type { LoginResult, TokenPair } from '@contract/auth'
import { ERROR_CODES } from '@contract/errors'
import { and, eq, isNull } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { authSessions, members, refreshTokens } from '../../server/db/schema/index'
import { ACCESS_TOKEN_TTL_S } from '../../server/modules/auth/tokens'
import { bearer, loginAs, type TestClock } from './auth-helpers'

/**
 * One member logging in on `n` devices at once, as the single-login tests on PGlite (tests/server) and on
 * PostgreSQL (tests/services) race it. Each login comes from its own address: five attempts in flight from
 * one address already meet the login throttle (docs/decisions/0041-account-abuse-hardening.md).
 */
export function parallelLogins(app: App, id: string, n: number, subnet = 40) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id, pwd: DEMO_PASSWORD },
        remoteAddress: `10.${subnet}.0.${i + 1}`,
      }),
    ),
  )
}

/** What each access token gets from its next call: 'ok', or the 401's code. */
export async function accessOutcomes(app: App, tokens: string[]): Promise<string[]> {
  const answers = await Promise.all(
    tokens.map((token) => app.inject({ method: 'GET', url: '/api/member', headers: bearer(token) })),
  )
  return answers.map((res) => (res.statusCode === 200 ? 'ok' : `${res.statusCode} ${res.json().code}`))
}

/** What each pair gets from POST /api/accessToken, one after the other: 'ok', or the 401's code. */
export async function refreshOutcomes(app: App, pairs: TokenPair[]): Promise<string[]> {
  const outcomes: string[] = []
  for (const pair of pairs) {
    const res = await app.inject({ method: 'POST', url: '/api/accessToken', payload: pair })
    outcomes.push(res.statusCode === 200 ? 'ok' : `${res.statusCode} ${res.json().code}`)
  }
  return outcomes
}

export const pairsOf = (results: LoginResult[]): TokenPair[] =>
  results.map(({ accessToken, refreshToken }) => ({ accessToken, refreshToken }))

/** The member's open sessions, and the refresh tokens still usable (not used, not revoked) of ended ones. */
export async function sessionState(db: AppDb, loginId: string) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId))
  const open = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.memberId, member!.id), isNull(authSessions.endedAt)))
  const live = await db
    .select({ session: refreshTokens.sessionId, endedAt: authSessions.endedAt })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(and(eq(authSessions.memberId, member!.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
  return {
    memberId: member!.id,
    openSessions: open.length,
    liveTokensOfEndedSessions: live.filter((t) => t.endedAt !== null).length,
  }
}

const REPLACED = `401 ${ERROR_CODES.SESSION_REPLACED}`

/** 10 logins of `id` at once leave one login: its access and refresh tokens work, the nine others answer -1002. */
export async function expectTenLoginsLeaveOne(app: App, db: AppDb, id: string) {
  const answers = await parallelLogins(app, id, 10)
  expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200))
  const results = answers.map((res) => res.json() as LoginResult)
  const access = await accessOutcomes(
    app,
    results.map((r) => r.accessToken),
  )
  expect(access.filter((o) => o === 'ok')).toHaveLength(1)
  expect(access.filter((o) => o !== 'ok')).toEqual(Array(9).fill(REPLACED))
  const refresh = await refreshOutcomes(app, pairsOf(results))
  expect(refresh.filter((o) => o !== 'ok')).toEqual(Array(9).fill(REPLACED))
  // The one refresh token that works is the one of the login whose access token works.
  expect(refresh.indexOf('ok')).toBe(access.indexOf('ok'))
  expect(await sessionState(db, id)).toMatchObject({ openSessions: 1, liveTokensOfEndedSessions: 0 })
}

/**
 * A device refreshing its expired pair (10 times at once, as tabs do) while 5 logins of the same member run:
 * each refresh gets the new pair or -1002, and in the end exactly one access token and one refresh token of
 * all those handed out work, and no refresh token of an ended login is left usable.
 */
export async function expectRefreshesRacingLoginsLeaveOne(app: App, db: AppDb, id: string, clock: TestClock) {
  const first = await loginAs(app, id, DEMO_PASSWORD, {}, '10.41.0.99')
  clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1000)
  const refresh = () =>
    app.inject({
      method: 'POST',
      url: '/api/accessToken',
      payload: { accessToken: first.accessToken, refreshToken: first.refreshToken },
    })
  const [logins, refreshes] = await Promise.all([
    parallelLogins(app, id, 5, 41),
    Promise.all(Array.from({ length: 10 }, refresh)),
  ])
  expect(logins.map((res) => res.statusCode)).toEqual(Array(5).fill(200))
  for (const res of refreshes)
    expect(res.statusCode === 200 ? 'ok' : `401 ${res.json().code}`).toMatch(/^ok$|^401 -1002$/)

  const handedOut = [
    ...pairsOf(logins.map((res) => res.json() as LoginResult)),
    ...refreshes.filter((res) => res.statusCode === 200).map((res) => res.json() as TokenPair),
  ]
  const pairs = [...new Map(handedOut.map((p) => [p.refreshToken, p])).values()]
  const access = await accessOutcomes(
    app,
    pairs.map((p) => p.accessToken),
  )
  expect(access.filter((o) => o === 'ok')).toHaveLength(1)
  expect(access.filter((o) => o !== 'ok')).toEqual(Array(pairs.length - 1).fill(REPLACED))
  const rotated = await refreshOutcomes(app, pairs)
  expect(rotated.filter((o) => o === 'ok')).toHaveLength(1)
  expect(rotated.indexOf('ok')).toBe(access.indexOf('ok'))
  expect(await sessionState(db, id)).toMatchObject({ openSessions: 1, liveTokensOfEndedSessions: 0 })
}

/** The database itself refuses a second open session for a member that has one (PostgreSQL's 23505). */
export async function expectDatabaseRefusesSecondOpenSession(db: AppDb, id: string, now: Date) {
  const { memberId, openSessions } = await sessionState(db, id)
  expect(openSessions).toBe(1)
  const failure = await db
    .insert(authSessions)
    .values({ id: `second-${Date.now()}`, memberId, createdAt: now })
    .then(
      () => null,
      (error: unknown) => error,
    )
  expect(sqlStateOf(failure)).toBe('23505')
}

/** The SQLSTATE of a driver error, wrapped by drizzle (cause) or not. */
function sqlStateOf(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | null; e; e = e.cause as typeof e)
    if (typeof e.code === 'string') return e.code
  return null
}
