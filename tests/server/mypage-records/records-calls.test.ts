import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkDemoPlayers } from '../../../server/db/demo/player-links'
import { entries, players, predictionPicks, tournaments } from '../../../server/db/schema/index'
import { type StandingFixture, standingFixture } from '../standing/fixture'

const CALLS = [
  '/api/mypage/record/year',
  '/api/mypage/record',
  '/api/mypage/hole-score',
  '/api/mypage/game-award',
  '/api/mypage/game-attend',
  '/api/mypage/event',
]

describe("my records (my-page.md#my-2) and my events (#my-16): the caller's own data only", () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())
  const json = async (login: string, url: string) => {
    const res = await fx.as(login, 'GET', url)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const playerOf = async (memberNo: string) =>
    (await fx.db.select({ id: players.id }).from(players).where(eq(players.memberNo, memberNo)))[0]?.id

  it('asks a visitor to log in', async () => {
    for (const url of [...CALLS, '/api/mypage/hole-score/1']) {
      expect((await fx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
    }
  })

  it('shows member01 the records of the demo player holding his membership number', async () => {
    const playerId = await playerOf('20150001')
    expect(playerId).toBeDefined()
    const years = await json('member01', '/api/mypage/record/year')
    expect(years.player.playerId).toBe(playerId)
    expect(years.years.length).toBeGreaterThan(0)
    expect([...years.years].sort((a: number, b: number) => b - a)).toEqual(years.years)
    const record = await json('member01', `/api/mypage/record?year=${years.years[0]}`)
    expect(record.year).toBe(years.years[0])
    expect(record.games.length).toBeGreaterThan(0)
    const ownEntries = await fx.db
      .select({ id: entries.tournamentId })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .where(and(eq(entries.playerId, playerId!), eq(tournaments.year, years.years[0])))
    expect(record.games.map((g: { gameId: number }) => g.gameId).sort()).toEqual(ownEntries.map((e) => e.id).sort())
    const completed = record.games.filter((g: { status: number; rank: number | null }) => g.status === 3)
    expect(record.totals.starts).toBeLessThanOrEqual(completed.length)
    expect(record.totals.prizeWon).toBe(
      completed.reduce((s: number, g: { prizeWon: number | null }) => s + (g.prizeWon ?? 0), 0),
    )
  })

  it("gives member01 a tournament's hole-by-hole card, and refuses a tournament he did not play", async () => {
    const playerId = await playerOf('20150001')
    const list = await json('member01', '/api/mypage/hole-score')
    expect(list.games.length).toBeGreaterThan(0)
    const game = list.games[0]
    const card = await json('member01', `/api/mypage/hole-score/${game.gameId}`)
    expect(card.game.gameId).toBe(game.gameId)
    expect(card.rounds.map((r: { round: number }) => r.round)).toEqual(game.rounds)
    const first = card.rounds[0]
    expect(first.card.playerId).toBe(playerId)
    expect(first.pars).toHaveLength(18)
    expect(first.card.thru).toBeGreaterThan(0)
    expect(first.card.strokes).toBe(first.card.scores.reduce((s: number, v: number | null) => s + (v ?? 0), 0))
    // A tournament he played that keeps no hole scores (older seasons keep totals) and one that does not exist.
    const attend = await json('member01', '/api/mypage/game-attend')
    const withHoles = new Set(list.games.map((g: { gameId: number }) => g.gameId))
    const totalsOnly = attend.games.find((g: { gameId: number }) => !withHoles.has(g.gameId))
    expect(totalsOnly).toBeDefined()
    expect((await fx.as('member01', 'GET', `/api/mypage/hole-score/${totalsOnly.gameId}`)).statusCode).toBe(404)
    expect((await fx.as('member01', 'GET', '/api/mypage/hole-score/2147483647')).statusCode).toBe(404)
    // fellow01 is another player: member01's tournament is not his unless he played it too.
    const fellowPlayer = await playerOf('20160011')
    expect(fellowPlayer).toBeDefined()
    expect(fellowPlayer).not.toBe(playerId)
  })

  it('lists the tournaments member01 played and his wins', async () => {
    const attend = await json('member01', '/api/mypage/game-attend')
    expect(attend.games.length).toBeGreaterThan(0)
    expect(attend.games.every((g: { entryStatus: string }) => g.entryStatus !== 'DNS')).toBe(true)
    const awards = await json('member01', '/api/mypage/game-award')
    const record = await json('member01', '/api/mypage/record')
    for (const win of awards.wins) expect(win.gameId).toBeGreaterThan(0)
    expect(awards.wins.length).toBeGreaterThanOrEqual(
      record.games.filter((g: { rank: number | null; status: number }) => g.rank === 1 && g.status === 3).length,
    )
  })

  it('answers a member who is not a player with empty lists and no player', async () => {
    for (const login of ['member02', 'webmember01']) {
      expect(await json(login, '/api/mypage/record/year')).toEqual({ player: null, years: [] })
      const record = await json(login, '/api/mypage/record')
      expect(record.player).toBeNull()
      expect(record.games).toEqual([])
      expect(record.totals.starts).toBe(0)
      expect((await json(login, '/api/mypage/hole-score')).games).toEqual([])
      expect(await json(login, '/api/mypage/game-award')).toEqual({ player: null, wins: [], honours: [] })
      expect(await json(login, '/api/mypage/game-attend')).toEqual({ player: null, games: [] })
    }
    const list = await json('member01', '/api/mypage/hole-score')
    expect((await fx.as('member02', 'GET', `/api/mypage/hole-score/${list.games[0].gameId}`)).statusCode).toBe(404)
  })

  it("shows member01 his winner-prediction picks with the result, and nobody else's", async () => {
    const member01 = await fx.idOf('member01')
    const [finished] = await fx.db
      .select({ gameId: tournaments.id, winner: entries.playerId })
      .from(tournaments)
      .innerJoin(entries, and(eq(entries.tournamentId, tournaments.id), eq(entries.finishRank, 1)))
      .where(and(eq(tournaments.tourId, 11), eq(tournaments.status, 3)))
      .limit(1)
    const [loser] = await fx.db
      .select({ playerId: entries.playerId })
      .from(entries)
      .where(and(eq(entries.tournamentId, finished!.gameId), ne(entries.playerId, finished!.winner)))
      .limit(1)
    const [upcoming] = await fx.db
      .select({ gameId: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.tourId, 11), eq(tournaments.status, 1)))
      .limit(1)
    const at = fx.clock()
    await fx.db.insert(predictionPicks).values([
      {
        memberId: member01,
        tournamentId: finished!.gameId,
        playerId: finished!.winner,
        createdAt: at,
        updatedAt: at,
      },
      ...(upcoming
        ? [
            {
              memberId: member01,
              tournamentId: upcoming.gameId,
              playerId: loser!.playerId,
              createdAt: at,
              updatedAt: at,
            },
          ]
        : []),
    ])
    const mine = await json('member01', '/api/mypage/event')
    const done = mine.entries.find((e: { gameId: number }) => e.gameId === finished!.gameId)
    expect(done).toMatchObject({ kind: 'winner_prediction', finished: true, correct: true })
    expect(done.pick.playerId).toBe(finished!.winner)
    expect(done.winners.map((w: { playerId: number }) => w.playerId)).toContain(finished!.winner)
    if (upcoming) {
      const open = mine.entries.find((e: { gameId: number }) => e.gameId === upcoming.gameId)
      expect(open).toMatchObject({ finished: false, correct: null, winners: [] })
    }
    expect((await json('member02', '/api/mypage/event')).entries).toEqual([])
  })

  it('links the demo players again after a new season emptied them, and only once', async () => {
    const before = await playerOf('20150001')
    // A reseeded season brings new players with generated numbers: the link is gone.
    await fx.db.update(players).set({ memberNo: '19990001' }).where(eq(players.memberNo, '20150001'))
    expect((await json('member01', '/api/mypage/record/year')).player).toBeNull()
    expect(await linkDemoPlayers(fx.db)).toBe(1)
    expect(await playerOf('20150001')).toBeDefined()
    expect((await json('member01', '/api/mypage/record/year')).player.playerId).toBe(await playerOf('20150001'))
    expect(await linkDemoPlayers(fx.db)).toBe(0)
    expect(before).toBeDefined()
  })
})
