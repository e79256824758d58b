import { describe, expect, it } from 'vitest'
import { applyBoardDiff, diffBoard, diffRows } from './diff-rows'

const row = (playerId: string, extra: Record<string, unknown> = {}) => ({ playerId, position: '1', total: 70, rounds: [{ round: 1, strokes: 70 }], ...extra })

describe('diffRows', () => {
  it('returns nothing for identical boards', () => {
    expect(diffRows([row('1'), row('2')], [row('1'), row('2')])).toEqual([])
  })

  it('returns rows with any changed field, nested ones included, in the new order', () => {
    const changed = diffRows(
      [row('1'), row('2'), row('3')],
      [row('3', { position: 'T1' }), row('1'), row('2', { rounds: [{ round: 1, strokes: 71 }] })],
    )
    expect(changed.map((r) => r.playerId)).toEqual(['3', '2'])
  })

  it('returns players that were not on the previous board', () => {
    expect(diffRows([row('1')], [row('1'), row('9')]).map((r) => r.playerId)).toEqual(['9'])
  })

  it('tells null from a missing value and arrays from objects', () => {
    expect(diffRows([row('1', { thru: null })], [row('1', { thru: undefined })])).toHaveLength(1)
    expect(diffRows([row('1', { playoff: [] })], [row('1', { playoff: {} })])).toHaveLength(1)
  })
})

describe('diffBoard and applyBoardDiff', () => {
  /** mulberry32, so a failing case replays from its seed. */
  const prng = (seed: number) => {
    let a = seed >>> 0
    return () => {
      a = (a + 0x6d2b79f5) >>> 0
      let t = Math.imul(a ^ (a >>> 15), a | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }

  it('sends the changed rows with their new places and rebuilds the next board', () => {
    const before = [row('1'), row('2'), row('3'), row('4')]
    const after = [row('3', { position: '1' }), row('1'), row('2'), row('4')]
    const diff = diffBoard(before, after)
    expect(diff).toEqual({ rows: [after[0]], at: [0], size: 4 })
    const rebuilt = applyBoardDiff(before, diff)!
    expect(rebuilt).toEqual(after)
    expect(rebuilt[1]).toBe(before[0])
  })

  it('adds unchanged rows that swapped places, so the rebuilt order is exact', () => {
    const before = [row('1'), row('2'), row('3')]
    const after = [row('2'), row('1'), row('3')]
    const diff = diffBoard(before, after)
    expect(diff.rows).toHaveLength(1)
    expect(applyBoardDiff(before, diff)).toEqual(after)
  })

  it('refuses a diff that does not fit the board', () => {
    expect(applyBoardDiff([row('1'), row('2')], { rows: [row('3')], at: [0], size: 2 })).toBeNull()
    expect(applyBoardDiff([row('1'), row('2')], { rows: [row('1'), row('2')], at: [0, 0], size: 2 })).toBeNull()
    expect(applyBoardDiff([row('1')], { rows: [row('1')], at: [3], size: 1 })).toBeNull()
  })

  it('rebuilds any next board from any previous one (random shuffles, edits, new players)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rng = prng(seed)
      const n = 1 + Math.floor(rng() * 40)
      const before = Array.from({ length: n }, (_, i) => row(String(i), { total: 70 + Math.floor(rng() * 5) }))
      const after = before
        .filter(() => rng() > 0.02)
        .map((r) => (rng() < 0.2 ? { ...r, total: r.total + 1 } : { ...r }))
        .concat(rng() < 0.2 ? [row(`new${seed}`)] : [])
      for (let i = after.length - 1; i > 0; i--) {
        if (rng() < 0.15) {
          const j = Math.floor(rng() * (i + 1))
          ;[after[i], after[j]] = [after[j]!, after[i]!]
        }
      }
      const kept = new Set(after.map((r) => r.playerId))
      const previous = before.filter((r) => kept.has(r.playerId) || after.length === 0)
      const diff = diffBoard(previous, after)
      expect(applyBoardDiff(previous, diff), `seed ${seed}`).toEqual(after)
    }
  })
})
