import { describe, expect, it } from 'vitest'
import { hasOfficialRounds, type PlayerSeasonLine } from './season-line'
import { allSeasonRankings, SEASON_CATEGORIES, seasonRanking } from './season-rankings'

const line = (playerId: string, over: Partial<PlayerSeasonLine> = {}): PlayerSeasonLine => ({
  playerId,
  name: playerId,
  tourMember: true,
  rookie: false,
  rounds: 20,
  strokes: 20 * 71,
  drives: 40,
  driveYards: 40 * 290,
  fairwaysHit: 140,
  fairwayAttempts: 280,
  greensHit: 240,
  holes: 360,
  putts: 20 * 29,
  missedGreens: 120,
  scrambles: 60,
  points: 1000,
  prize: 100_000_000,
  ...over,
})
const season = { seasonRounds: 40 }

describe('the 40% rule for official statistics (TR-21)', () => {
  it('makes exactly 40% of the season rounds official and anything under not', () => {
    expect(hasOfficialRounds(16, 40)).toBe(true)
    expect(hasOfficialRounds(15, 40)).toBe(false)
    // 40% of 12 is 4.8: 5 rounds are needed.
    expect(hasOfficialRounds(5, 12)).toBe(true)
    expect(hasOfficialRounds(4, 12)).toBe(false)
  })

  it('lists players short of 40% apart, unranked', () => {
    const lines = [line('enough', { rounds: 16, strokes: 16 * 70 }), line('short', { rounds: 15, strokes: 15 * 68 })]
    const ranking = seasonRanking('strokeAverage', lines, season)
    expect(ranking.official.map((e) => [e.item.playerId, e.position, e.value])).toEqual([['enough', '1', 70]])
    expect(ranking.unofficial.map((e) => [e.item.playerId, e.value])).toEqual([['short', 68]])
  })

  it('does not apply to points and prize money', () => {
    const ranking = seasonRanking('genesis', [line('a', { rounds: 2 })], season)
    expect(ranking.official).toHaveLength(1)
    expect(ranking.unofficial).toHaveLength(0)
  })
})

describe('season lists', () => {
  it('ranks Genesis points with ties (1, 2, T3, T3, 5) and leaves out 0 points and non-members', () => {
    const lines = [
      line('a', { points: 3000 }),
      line('b', { points: 2500.5 }),
      line('c', { points: 2000.25 }),
      line('d', { points: 2000.25 }),
      line('e', { points: 1500 }),
      line('zero', { points: 0 }),
      line('guest', { points: 9000, tourMember: false }),
    ]
    expect(seasonRanking('genesis', lines, season).official.map((e) => `${e.item.playerId}:${e.position}`)).toEqual([
      'a:1',
      'b:2',
      'c:T3',
      'd:T3',
      'e:5',
    ])
  })

  it('puts the lowest stroke average and the fewest putts first', () => {
    const lines = [
      line('high', { strokes: 20 * 72 }),
      line('low', { strokes: 1397, putts: 600 }), // 69.85 strokes, 30 putts
      line('mid', { strokes: 20 * 70.5, putts: 560 }), // 28 putts
    ]
    expect(seasonRanking('strokeAverage', lines, season).official.map((e) => [e.item.playerId, e.value])).toEqual([
      ['low', 69.85],
      ['mid', 70.5],
      ['high', 72],
    ])
    expect(seasonRanking('putts', lines, season).official.map((e) => e.item.playerId)).toEqual(['mid', 'high', 'low'])
  })

  it('computes distance and the percentages, highest first', () => {
    const lines = [
      line('long', { driveYards: 40 * 305.5, fairwaysHit: 126, greensHit: 250, scrambles: 80 }),
      line('straight', { fairwaysHit: 210, missedGreens: 100, scrambles: 50 }),
    ]
    const first = (c: Parameters<typeof seasonRanking>[0]) => seasonRanking(c, lines, season).official[0]
    expect([first('drivingDistance')?.item.playerId, first('drivingDistance')?.value]).toEqual(['long', 305.5])
    expect([first('drivingAccuracy')?.item.playerId, first('drivingAccuracy')?.value]).toEqual(['straight', 75])
    expect([first('greensInRegulation')?.item.playerId, first('greensInRegulation')?.value]).toEqual(['long', 69.44])
    expect(seasonRanking('recoveries', lines, season).official.map((e) => e.value)).toEqual([66.67, 50])
  })

  it('ranks rookies only for rookie of the year, by their points', () => {
    const lines = [
      line('vet', { points: 5000 }),
      line('r1', { rookie: true, points: 800 }),
      line('r2', { rookie: true, points: 1200 }),
    ]
    expect(seasonRanking('rookie', lines, season).official.map((e) => e.item.playerId)).toEqual(['r2', 'r1'])
  })

  it('leaves out a player whose statistic has nothing to divide by', () => {
    expect(seasonRanking('drivingDistance', [line('nodata', { drives: 0, driveYards: 0 })], season).official).toEqual(
      [],
    )
  })

  it('ranks prize money in whole won, champions and winter points by points', () => {
    const lines = [line('a', { prize: 5, points: 10 }), line('b', { prize: 7, points: 10 })]
    expect(seasonRanking('prize', lines, season).official.map((e) => e.item.playerId)).toEqual(['b', 'a'])
    expect(seasonRanking('winterPoints', lines, season).official.map((e) => e.position)).toEqual(['T1', 'T1'])
  })

  it('answers every list of the rankings page, each named in Korean and English', () => {
    const all = allSeasonRankings([line('a')], season)
    expect(Object.keys(all)).toHaveLength(11)
    for (const c of Object.values(SEASON_CATEGORIES)) {
      expect(c.ko).not.toBe('')
      expect(c.en).not.toBe('')
    }
    expect(SEASON_CATEGORIES.strokeAverage.order).toBe('asc')
    expect(SEASON_CATEGORIES.putts.order).toBe('asc')
  })
})
