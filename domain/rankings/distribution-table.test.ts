import { describe, expect, it } from 'vitest'
import { distributePurse } from './prize-money'
import { awardGenesisPoints } from './genesis-points'
import { distributionTable, pointsKindOf, tiedShare } from './distribution-table'

const major = { tourId: 11, purseWon: 1_500_000_000, genesisPoints: 1300 }

describe('prize and points distribution of a tournament', () => {
  it('pays the main tour by the prize table and gives Genesis points by the grade', () => {
    const { kind, rows, belowTable } = distributionTable(major)
    expect(kind).toBe('genesis')
    expect(rows[0]).toEqual({ place: 1, prizeWon: 300_000_000, points: 1300 })
    expect(rows[1]).toEqual({ place: 2, prizeWon: 150_000_000, points: 650 })
    // 65 paid places, 60 scoring places; 61st or lower get the flat 5 points.
    expect(rows).toHaveLength(65)
    expect(rows[59]!.points).toBeGreaterThan(5)
    expect(rows[60]!.points).toBe(5)
    expect(belowTable).toEqual({ from: 61, points: 5 })
    expect(rows.reduce((sum, r) => sum + r.prizeWon, 0)).toBeLessThanOrEqual(major.purseWon)
  })

  it('uses each of the four winner-point values', () => {
    for (const winner of [1300, 1200, 1000, 800])
      expect(distributionTable({ ...major, genesisPoints: winner }).rows[0]!.points).toBe(winner)
    expect(pointsKindOf({ ...major, genesisPoints: 0 })).toBeNull()
    expect(distributionTable({ ...major, genesisPoints: 0 }).rows.every((r) => r.points === null)).toBe(true)
  })

  it('gives the champions and winter tours their own tables, and nothing to tours without points or purse', () => {
    expect(distributionTable({ tourId: 13, purseWon: 150_000_000, genesisPoints: 0 }).kind).toBe('champions')
    const winter = distributionTable({ tourId: 20, purseWon: 0, genesisPoints: 0 })
    expect(winter).toMatchObject({ kind: 'winter', belowTable: null })
    expect(winter.rows).toHaveLength(20)
    expect(distributionTable({ tourId: 75, purseWon: 0, genesisPoints: 0 })).toEqual({
      kind: null,
      rows: [],
      belowTable: null,
    })
  })

  it('shares the places of tied players equally, as the official result pays them', () => {
    const share = tiedShare(major, 2, 3)
    const rows = distributionTable(major).rows
    expect(share.prizeWon).toBe(Math.floor((rows[1]!.prizeWon + rows[2]!.prizeWon + rows[3]!.prizeWon) / 3))
    // The official payers agree: three players tied 2nd behind a winner.
    const board = [1, 2, 2, 2, 5].map((rank, i) => ({
      playerId: String(i),
      rank,
      status: 'finished' as const,
      amateur: false,
      tourMember: true,
    }))
    expect(distributePurse(major.purseWon, board)[1]!.amount).toBe(share.prizeWon)
    expect(awardGenesisPoints(board, 'major')[1]!.points).toBe(share.points)
    // A tie of one is the place itself.
    expect(tiedShare(major, 7, 1)).toEqual({ prizeWon: rows[6]!.prizeWon, points: rows[6]!.points })
    // Tied below the table: everyone gets 5.
    expect(tiedShare(major, 70, 4).points).toBe(5)
    expect(() => tiedShare(major, 0, 2)).toThrow(RangeError)
  })
})
