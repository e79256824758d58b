import { gameListSchema, type GameSummaryDto } from '@contract/game'
import { gameStatsSchema, gameUpdatesSchema } from '@contract/game-insights'
import { matchBracketSchema, matchRowSchema } from '@contract/game-match'
import { matchNotation } from '@domain/scoring/match-play/notation'
import { matchState } from '@domain/scoring/match-play/match-state'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('tournament stats, updates and match play over the demo season', () => {
  let fx: FixtureDatabase
  let app: App
  let games: GameSummaryDto[]
  const get = (url: string) => app.inject({ method: 'GET', url })
  const json = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json() as unknown
  }
  const game = (pick: (g: GameSummaryDto) => boolean) => games.find(pick)!

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    games = gameListSchema.parse(await json('/api/game?pageSize=100')).items
    // Building the demo database takes a while on a busy machine.
  }, 180_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('counts scores by round and names the leaders of a completed event', async () => {
    const done = game((g) => g.format === 'stroke' && g.finished && g.year === games.at(-1)!.year)
    const stats = gameStatsSchema.parse(await json(`/api/game/stats?gameId=${done.gameId}`))
    expect(stats.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4].slice(0, done.rounds))
    const r1 = stats.rounds[0]!
    expect(r1.rounds).toBeGreaterThan(10)
    expect(r1.scoringAverage).toBeGreaterThan(60)
    expect(r1.scoringAverage).toBeLessThan(85)
    // The totals are the sum of the rounds.
    expect(stats.total.birdies).toBe(stats.rounds.reduce((sum, r) => sum + r.birdies, 0))
    const { drivingDistance, greensInRegulation, puttsPerRound } = stats.leaders
    expect(drivingDistance.length).toBe(5)
    expect(drivingDistance.map((l) => l.value)).toEqual([...drivingDistance.map((l) => l.value)].sort((a, b) => b - a))
    expect(greensInRegulation[0]!.value).toBeLessThanOrEqual(100)
    expect(puttsPerRound.map((l) => l.value)).toEqual([...puttsPerRound.map((l) => l.value)].sort((a, b) => a - b))
    expect(puttsPerRound[0]).toMatchObject({ nameKo: expect.any(String), nameEn: expect.any(String) })
  })

  it('lists the moments of an event newest first, with its round leaders and cut', async () => {
    const done = game((g) => g.format === 'stroke' && g.finished && g.year === games.at(-1)!.year && g.rounds >= 3)
    const { updates } = gameUpdatesSchema.parse(await json(`/api/game/updates?gameId=${done.gameId}`))
    expect(updates.length).toBeGreaterThan(3)
    const times = updates.map((u) => Date.parse(u.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const leaders = updates.filter((u) => u.kind === 'roundLeader')
    expect(leaders.map((u) => u.round).sort()).toEqual(Array.from({ length: done.rounds }, (_, i) => i + 1))
    expect(updates.some((u) => u.kind === 'lead')).toBe(true)
    expect(updates.find((u) => u.kind === 'cut')).toMatchObject({ round: 2, made: expect.any(Number) })
    for (const u of updates.filter((x) => x.kind === 'eagle')) expect(u.strokes! - u.par!).toBe(-2)
    expect(new Set(updates.map((u) => u.id)).size).toBe(updates.length)
  })

  it('has no round leader yet for the round being played', async () => {
    const live = game((g) => g.status === 2)
    const { updates } = gameUpdatesSchema.parse(await json(`/api/game/updates?gameId=${live.gameId}`))
    expect(updates.filter((u) => u.kind === 'roundLeader').map((u) => u.round)).toEqual([1])
    expect(updates.every((u) => Date.parse(u.at) <= Date.now() + 86_400_000)).toBe(true)
  })

  it('documents both calls in the OpenAPI document', async () => {
    const doc = (await json('/api/docs/openapi.json')) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/game/stats', '/api/game/updates']))
  })

  it('answers 404 and 400 as the other game calls do', async () => {
    expect((await get('/api/game/stats?gameId=999999')).statusCode).toBe(404)
    const bad = await get('/api/game/updates?gameId=abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' })
  })

  it('serves the match-play event with its group tables and a bracket whose cards read in notation', async () => {
    const match = game((g) => g.format === 'match')
    const bracket = matchBracketSchema.parse(await json(`/api/game/match/${match.gameId}`))
    expect(bracket.rounds.map((r) => r.bracketRound)).toEqual(
      ['round_of_16', 'quarterfinal', 'semifinal', 'final', 'third_place'].filter((r) =>
        bracket.rounds.some((x) => x.bracketRound === r),
      ),
    )
    expect(bracket.groups.map((g) => g.groupName)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
    for (const g of bracket.groups) {
      const { standings } = g
      // Everyone meets everyone once: points = wins + half the ties.
      for (const s of standings) {
        expect(s.played).toBe(standings.length - 1)
        expect(s.wins + s.ties + s.losses).toBe(s.played)
        expect(s.points).toBe(s.wins + s.ties / 2)
      }
    }
    const final = bracket.rounds.find((r) => r.bracketRound === 'final')!.matches[0]!
    const row = matchRowSchema.parse(await json(`/api/game/match/row/${final.matchId}`))
    const state = matchState(row.holes.map((h) => h.result))
    expect(matchNotation(state)).toMatch(/^(\d&\d|\d UP|\d UP \(\d\d\))$/)
    expect(row.matchState.winner).toBe(final.leader)
  })
})
