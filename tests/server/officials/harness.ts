import type { LeaderboardPatch } from '@contract/leaderboard'
import { and, asc, eq, max } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../../server/app'
import type { AppDb } from '../../../server/db/database'
import { courseHoles, entries, leaderboardVersions, tournaments } from '../../../server/db/schema/index'
import { onVersionCommitted } from '../../../server/modules/live/version-commits'
import { tokenOf } from '../../support/security/suite-app'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from '../helpers'

export const SCORER_TOKEN = 'officials-test-scorer-token'
/** The demo test season's upcoming tournament (status 4, four rounds, a cut after round 2, grade B, 700,000,000 won). */
export const UPCOMING = 11

type Method = 'GET' | 'POST' | 'PUT'

/**
 * An app on a fresh copy of the demo test season with an official logged in, the scorer's token for scores, and
 * every committed board version heard, so a test can say "this call made exactly one version and one patch".
 */
export interface Harness {
  testDb: TestDatabase
  app: App
  db: AppDb
  gameId: number
  /** 18 pars of the tournament's course. */
  pars: number[]
  /** Players of the demo field, in id order (the test picks its field among them). */
  candidates: number[]
  officialToken: string
  /** Every version committed since the harness opened, in order. */
  versions: LeaderboardPatch[]
  latestVersion(): Promise<number>
  close(): Promise<void>
}

export async function openHarness(): Promise<Harness> {
  const testDb = await createTestDatabase()
  // A whole tournament's scores come from one address: lift the per-minute limit.
  const app = await createTestApp(testDb.database, { env: testEnv({ SCORER_TOKEN }), rateLimitMax: 1_000_000 })
  await app.ready()
  const db = app.db
  const [game] = await db.select().from(tournaments).where(eq(tournaments.id, UPCOMING))
  if (!game || game.status !== 4 || game.courseId === null) throw new Error('the test season changed: no game 11')
  const pars = (
    await db
      .select({ par: courseHoles.par })
      .from(courseHoles)
      .where(eq(courseHoles.courseId, game.courseId))
      .orderBy(asc(courseHoles.hole))
  ).map((h) => h.par)
  const candidates = (
    await db
      .select({ playerId: entries.playerId })
      .from(entries)
      .where(eq(entries.tournamentId, UPCOMING))
      .orderBy(asc(entries.playerId))
  ).map((e) => e.playerId)
  const versions: LeaderboardPatch[] = []
  const stop = onVersionCommitted(db, (patch) => {
    if (patch.gameId === UPCOMING) versions.push(patch)
  })
  return {
    testDb,
    app,
    db,
    gameId: UPCOMING,
    pars,
    candidates,
    officialToken: await tokenOf(app, 'official01'),
    versions,
    async latestVersion() {
      const [row] = await db
        .select({ v: max(leaderboardVersions.version) })
        .from(leaderboardVersions)
        .where(and(eq(leaderboardVersions.tournamentId, UPCOMING)))
      return row?.v ?? 0
    },
    async close() {
      stop()
      await app.close()
      await testDb.cleanup()
    },
  }
}

/**
 * An officials' call over HTTP that must succeed: 200, one version more than before, exactly one committed version
 * (one patch) and the answer naming it.
 */
export async function call(h: Harness, method: Method, path: string, payload?: unknown) {
  const before = await h.latestVersion()
  const heard = h.versions.length
  const res = await h.app.inject({
    method,
    url: `/api/officials/games/${h.gameId}${path}`,
    headers: { authorization: `Bearer ${h.officialToken}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200)
  const body = res.json() as { gameId: number; version: number; actionId: number; winnerId?: number | null }
  expect(body.version, `${method} ${path} makes the next version`).toBe(before + 1)
  expect(h.versions.length - heard, `${method} ${path} makes exactly one patch`).toBe(1)
  expect(h.versions.at(-1)!.to).toBe(body.version)
  return body
}

/** An officials' call that must be refused with `status` and `code`, changing nothing (same version, no patch). */
export async function refused(
  h: Harness,
  method: Method,
  path: string,
  payload: unknown,
  status: number,
  code: string,
) {
  const before = await h.latestVersion()
  const heard = h.versions.length
  const res = await h.app.inject({
    method,
    url: `/api/officials/games/${h.gameId}${path}`,
    headers: { authorization: `Bearer ${h.officialToken}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status)
  expect((res.json() as { code: unknown }).code, `${method} ${path}: ${res.body}`).toBe(code)
  expect(await h.latestVersion()).toBe(before)
  expect(h.versions.length).toBe(heard)
  return res.json() as { code: string; message: string }
}

/** A hole score through the scorers' HTTP door; returns the answer (status and body) for refusals. */
export async function postScore(h: Harness, playerId: number, round: number, hole: number, strokes: number) {
  return h.app.inject({
    method: 'POST',
    url: '/api/live/scores',
    headers: { authorization: `Bearer ${SCORER_TOKEN}` },
    payload: { gameId: h.gameId, round, playerId, hole, strokes },
  })
}

/** Strokes on `hole` for a round of `toPar`: par everywhere, one over (or under) on the first |toPar| holes. */
export const strokesFor = (pars: readonly number[], toPar: number, hole: number): number =>
  pars[hole - 1]! + (hole <= Math.abs(toPar) ? Math.sign(toPar) : 0)

/** The holes in the order a player off `startHole` plays them. */
export const playOrder = (startHole: 1 | 10): number[] =>
  Array.from({ length: 18 }, (_, i) => ((startHole - 1 + i) % 18) + 1)

/** Posts holes of a round (in each player's play order, from `from` to `to` of it) and expects each to be taken. */
export async function playHoles(
  h: Harness,
  round: number,
  plan: ReadonlyMap<number, { toPar: number; startHole: 1 | 10 }>,
  from = 0,
  to = 18,
): Promise<void> {
  for (const [playerId, { toPar, startHole }] of plan) {
    for (const hole of playOrder(startHole).slice(from, to)) {
      const res = await postScore(h, playerId, round, hole, strokesFor(h.pars, toPar, hole))
      expect(res.statusCode, `player ${playerId} round ${round} hole ${hole}: ${res.body}`).toBe(200)
    }
  }
}
