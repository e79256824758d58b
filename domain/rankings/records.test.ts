import { describe, expect, it } from 'vitest'
import type { RoundLine, TournamentLine } from './record-lines'
import { careerRecords, recordLeaders, seasonRecords } from './record-leaders'
import { playerRecords } from './records'

const round = (n: number, strokes: number, birdies = 3, par = 72): RoundLine => ({
  round: n,
  strokes,
  toPar: strokes - par,
  completed: true,
  birdies,
})
let game = 0
const t = (
  playerId: string,
  endDate: string,
  rank: number | null,
  over: Partial<TournamentLine> = {},
): TournamentLine => ({
  playerId,
  name: playerId,
  gameId: `g${++game}`,
  gameName: `Open ${game}`,
  season: Number(endDate.slice(0, 4)),
  endDate,
  rank,
  status: rank === null ? 'MC' : 'finished',
  hasCut: true,
  scheduledRounds: 4,
  prize: 0,
  rounds: rank === null ? [round(1, 74), round(2, 75)] : [round(1, 70), round(2, 70), round(3, 70), round(4, 70)],
  ...over,
})

describe('player records', () => {
  it('counts wins, top 10s (T10 included) and cuts made', () => {
    const [rec] = playerRecords([
      t('a', '2024-04-01', 1),
      t('a', '2024-05-01', 10),
      t('a', '2024-06-01', 11),
      t('a', '2024-07-01', null),
    ])
    expect(rec).toMatchObject({ starts: 4, wins: 1, top10s: 2, cutsMade: 3, cutsMissed: 1 })
  })

  it('breaks a run of cuts at a missed cut, in date order', () => {
    const lines = [
      t('a', '2024-06-01', 5),
      t('a', '2024-04-01', 20),
      t('a', '2024-05-01', 30),
      t('a', '2024-07-01', null), // MC ends the run of three
      t('a', '2024-08-01', 40),
      t('a', '2024-09-01', 50),
    ]
    expect(playerRecords(lines)[0]).toMatchObject({ longestCutStreak: 3, currentCutStreak: 2 })
  })

  it('lets a WD and a no-cut event neither extend nor break the run', () => {
    const lines = [
      t('a', '2024-04-01', 20),
      t('a', '2024-05-01', null, { status: 'WD' }),
      t('a', '2024-06-01', 7, { hasCut: false }),
      t('a', '2024-07-01', 15),
    ]
    expect(playerRecords(lines)[0]).toMatchObject({ longestCutStreak: 2, cutsMade: 2, cutsMissed: 0, top10s: 1 })
  })
})

describe('record lists', () => {
  const lines = [
    t('kim', '2023-05-01', 1, { prize: 300, rounds: [round(1, 63, 9), round(2, 68), round(3, 69), round(4, 70)] }),
    t('lee', '2024-05-01', 2, { prize: 200, rounds: [round(1, 66), round(2, 63, 8), round(3, 70), round(4, 70)] }),
    t('park', '2024-06-01', 1, { prize: 250, rounds: [round(1, 64, 9, 71), round(2, 70), round(3, 70), round(4, 70)] }),
    t('kim', '2024-06-01', null),
  ]

  it('keeps ties in the lowest round, first set listed first', () => {
    const lowest = careerRecords(lines).lowestRoundStrokes.slice(0, 3)
    expect(lowest.map((e) => [e.item.playerId, e.position, e.value, e.item.round])).toEqual([
      ['kim', 'T1', 63, 1],
      ['lee', 'T1', 63, 2],
      ['park', '3', 64, 1],
    ])
  })

  it('ranks the lowest round to par apart from strokes (a par 71 course)', () => {
    const toPar = careerRecords(lines).lowestRoundToPar.slice(0, 3)
    expect(toPar.map((e) => [e.item.playerId, e.value])).toEqual([
      ['kim', -9],
      ['lee', -9],
      ['park', -7],
    ])
  })

  it('finds the most birdies in a round, with ties', () => {
    expect(
      careerRecords(lines)
        .mostBirdiesInRound.filter((e) => e.rank === 1)
        .map((e) => e.item.playerId),
    ).toEqual(['kim', 'park'])
  })

  it('adds 72-hole totals only for four complete rounds of a finished 4-round event', () => {
    const withShort = [
      ...lines,
      t('choi', '2024-07-01', 1, { scheduledRounds: 3, rounds: [round(1, 60), round(2, 60), round(3, 60)] }),
    ]
    const totals = careerRecords(withShort).lowest72Strokes
    expect(totals.map((e) => [e.item.playerId, e.value])).toEqual([
      ['lee', 269],
      ['kim', 270],
      ['park', 274],
    ])
    expect(careerRecords(lines).lowest72ToPar.map((e) => [e.item.playerId, e.value])).toEqual([
      ['lee', -19],
      ['kim', -18],
      ['park', -13],
    ])
  })

  it('keeps season records to the season and career records over all of them', () => {
    const s2024 = seasonRecords(lines, 2024)
    expect(s2024.wins.map((e) => e.item.playerId)).toEqual(['park'])
    expect(s2024.lowestRoundStrokes[0]?.item.playerId).toBe('lee')
    const career = careerRecords(lines)
    expect(career.prize.map((e) => [e.item.playerId, e.value])).toEqual([
      ['kim', 300],
      ['park', 250],
      ['lee', 200],
    ])
    expect(career.wins.map((e) => e.position)).toEqual(['T1', 'T1'])
  })

  it('lists the top places and everyone tied at the last one', () => {
    const many = ['a', 'b', 'c', 'd'].map((p, i) => t(p, '2024-04-01', 1 + i, { prize: i < 1 ? 10 : 5 }))
    expect(recordLeaders(many, { limit: 2 }).prize).toHaveLength(4)
    expect(recordLeaders(many, { limit: 1 }).prize).toHaveLength(1)
  })
})
