import { describe, expect, it } from 'vitest'
import type { PlayerSeasonLine } from './season-line'
import { pointsCategoryOf, seasonAwards } from './season-awards'

const line = (playerId: string, over: Partial<PlayerSeasonLine> = {}): PlayerSeasonLine => ({
  playerId,
  name: playerId,
  tourMember: true,
  rookie: false,
  rounds: 20,
  strokes: 20 * 71,
  drives: 0,
  driveYards: 0,
  fairwaysHit: 0,
  fairwayAttempts: 0,
  greensHit: 0,
  holes: 0,
  putts: 0,
  missedGreens: 0,
  scrambles: 0,
  points: 1000,
  prize: 100_000_000,
  ...over,
})

describe('season awards', () => {
  it('gives each award to the top of its final list, ties sharing it', () => {
    const lines = [
      line('kim', { points: 3000, prize: 500_000_000, strokes: 20 * 70 }),
      line('lee', { points: 2000, prize: 500_000_000, rookie: true }),
      line('park', { points: 2500, rookie: true, rounds: 4, strokes: 4 * 66 }),
    ]
    const awards = seasonAwards(11, lines, { seasonRounds: 40 })
    expect(awards.points.map((e) => e.item.playerId)).toEqual(['kim'])
    expect(awards.prize.map((e) => [e.item.playerId, e.position])).toEqual([
      ['kim', 'T1'],
      ['lee', 'T1'],
    ])
    expect(awards.rookie.map((e) => e.item.playerId)).toEqual(['park'])
    // park's 66 average is short of 40% of the rounds: the award goes to the best official average.
    expect(awards.strokeAverage.map((e) => e.item.playerId)).toEqual(['kim'])
  })

  it('leaves an award empty when nobody qualifies', () => {
    expect(seasonAwards(11, [line('kim')], { seasonRounds: 40 }).rookie).toEqual([])
  })

  it('uses the points list of the tour', () => {
    expect([11, 12, 13, 20].map(pointsCategoryOf)).toEqual(['genesis', 'genesis', 'championsPoints', 'winterPoints'])
  })
})
