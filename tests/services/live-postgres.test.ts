import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { openDatabase, type Database } from '../../server/db/database'
import { entries, leaderboardVersions, tournaments } from '../../server/db/schema/index'
import { seedIfNeeded } from '../../server/db/seed'
import { createFreshPostgres, createTestApp, testEnv, type FreshPostgres } from '../server/helpers'

const baseUrl = process.env.DATABASE_URL
const TOKEN = 'postgres-scorer-token'

// PGlite runs one transaction at a time, so only a real PostgreSQL shows whether the row lock keeps
// concurrent scores from sharing a leaderboard version. Runs with DATABASE_URL (.ci/run sets it).
describe.skipIf(!baseUrl)('live scores on PostgreSQL', () => {
  let fresh: FreshPostgres
  let database: Database
  let app: App

  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'live')
    database = await openDatabase({ DATA_DIR: './unused', DATABASE_URL: fresh.url })
    await database.migrate()
    await seedIfNeeded(database.db, { demo: 'test', log: null })
    app = await createTestApp(database, { env: testEnv({ SCORER_TOKEN: TOKEN }) })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await fresh?.drop()
  })

  it('gives ten concurrent scores ten distinct, consecutive versions', async () => {
    const [game] = await database.db.select().from(tournaments).where(eq(tournaments.status, 2))
    expect(game).toBeDefined()
    const field = await database.db
      .select({ playerId: entries.playerId })
      .from(entries)
      .where(and(eq(entries.tournamentId, game!.id), eq(entries.status, 'active')))
    const players = field.slice(0, 10).map((e) => e.playerId)
    expect(players).toHaveLength(10)

    const answers = await Promise.all(
      players.map((playerId, i) =>
        app.inject({
          method: 'POST',
          url: '/api/live/scores',
          headers: { authorization: `Bearer ${TOKEN}` },
          payload: { gameId: game!.id, round: game!.currentRound, playerId, hole: 18, strokes: 3 + (i % 3) },
        }),
      ),
    )
    for (const res of answers) expect(res.statusCode).toBe(200)
    const versions = answers.map((res) => (res.json() as { version: number }).version).sort((a, b) => a - b)
    expect(new Set(versions).size).toBe(10)
    expect(versions.at(-1)! - versions[0]!).toBe(9)

    const stored = await database.db
      .select({ version: leaderboardVersions.version })
      .from(leaderboardVersions)
      .where(eq(leaderboardVersions.tournamentId, game!.id))
    expect(stored.map((s) => s.version).sort((a, b) => a - b)).toEqual(versions)

    const board = await app.inject({ method: 'GET', url: `/api/game/${game!.id}/leaderboard` })
    expect((board.json() as { version: number }).version).toBe(versions.at(-1))
  })
})
