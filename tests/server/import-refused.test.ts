import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importTournament } from '../../server/import/import-tournament'
import { createFixtureDatabase, loadFixture, tableCounts, type FixtureDatabase } from '../fixtures/test-db'

type Fixture = Awaited<ReturnType<typeof loadFixture>>
type Mutable = Fixture & {
  course: { holes: Array<Record<string, unknown>> }
  players: Array<Record<string, unknown> & { rounds: Array<{ round: number; scores: unknown[] }> }>
}

// Each case breaks one thing of the valid fixture; the message must name the first wrong field by its path.
const CASES: Array<[string, (f: Mutable) => void, string]> = [
  ['a wrong format tag', (f) => (f.format = 'fairway.tournament.v0'), 'format: expected "fairway.tournament.v1"'],
  ['17 holes', (f) => f.course.holes.pop(), 'course.holes: expected exactly 18 holes'],
  [
    'a score of 0',
    (f) => (f.players[3]!.rounds[0]!.scores[17] = 0),
    'players[3].rounds[0].scores[17]: expected a number from 1 to 20 or null',
  ],
  [
    'a duplicate externalId',
    (f) => (f.players[5]!.externalId = 'KP100003'),
    'players[5].externalId: duplicate externalId "KP100003" (also players[2])',
  ],
  ['a missing field', (f) => delete f.players[4]!.lastName, 'players[4].lastName: missing (expected a last name)'],
  [
    'a card of 17 scores',
    (f) => f.players[0]!.rounds[1]!.scores.pop(),
    'players[0].rounds[1].scores: expected exactly 18 scores',
  ],
  [
    'a round beyond the tournament',
    (f) => (f.players[0]!.rounds[1]!.round = 5),
    'players[0].rounds[1].round: expected a round from 1 to 4',
  ],
  [
    'a round given twice',
    (f) => (f.players[0]!.rounds[1]!.round = 1),
    'players[0].rounds[1].round: round 1 appears twice',
  ],
  ['a hole numbered twice', (f) => (f.course.holes[3]!.number = 3), 'course.holes[3].number: hole 3 appears twice'],
  ['a par of 7', (f) => (f.course.holes[3]!.par = 7), 'course.holes[3].par: expected a par from 3 to 6'],
  ['an unknown field', (f) => (f.players[1]!.handicap = 2), 'players[1].handicap: unknown field'],
  ['an unknown tour', (f) => (f.tournament.tourId = 77), 'tournament.tourId: unknown tour 77'],
  [
    'a playoff winner without scores',
    (f) => ((f.tournament.playoff as { winner: string }).winner = 'IMP010'),
    'tournament.playoff.winner',
  ],
]

describe('import refuses a file that does not follow fairway.tournament.v1', () => {
  let fx: FixtureDatabase

  beforeAll(async () => {
    fx = await createFixtureDatabase('none')
  })
  afterAll(async () => {
    await fx.cleanup()
  })

  it.each(CASES)('refuses %s, naming the field, and writes nothing', async (_name, mutate, message) => {
    const before = await tableCounts(fx.db)
    const file = (await loadFixture()) as Mutable
    mutate(file)
    const error = await importTournament(fx.db, file).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ name: 'ImportError' })
    expect((error as Error).message.startsWith(message)).toBe(true)
    expect(await tableCounts(fx.db)).toEqual(before)
  })

  it('still imports the valid file afterwards', async () => {
    const before = await tableCounts(fx.db)
    const result = await importTournament(fx.db, await loadFixture())
    expect(result).toMatchObject({ created: true, status: 3, playersCreated: 70 })
    const after = await tableCounts(fx.db)
    expect(after.tournaments - before.tournaments).toBe(1)
    expect(after.entries - before.entries).toBe(70)
    expect(after.course_holes - before.course_holes).toBe(18)
  })
})
