import { describe, expect, it } from 'vitest'
import { applyBoardDiff, diffBoard, diffRows, isWholeLeaderboardRow, LEADERBOARD_ROW_FIELDS } from './diff-rows'
import type { LeaderboardRow } from './types'

const row = (playerId: number, extra: Record<string, unknown> = {}) => ({
  playerId,
  position: '1',
  total: 70,
  rounds: [{ round: 1, strokes: 70 }],
  ...extra,
})
/** The test rows are not whole LeaderboardRows: a whole one here is any row with a total. */
const whole = (patch: object) => Object.hasOwn(patch, 'total')
const apply = <R extends ReturnType<typeof row>>(
  previous: readonly R[],
  diff: Parameters<typeof applyBoardDiff<R>>[1],
) => applyBoardDiff(previous, diff, whole)

describe('diffRows', () => {
  it('returns nothing for identical boards', () => {
    expect(diffRows([row(1), row(2)], [row(1), row(2)])).toEqual([])
  })

  it('returns rows with any changed field, nested ones included, in the new order', () => {
    const changed = diffRows(
      [row(1), row(2), row(3)],
      [row(3, { position: 'T1' }), row(1), row(2, { rounds: [{ round: 1, strokes: 71 }] })],
    )
    expect(changed.map((r) => r.playerId)).toEqual([3, 2])
  })

  it('returns players that were not on the previous board', () => {
    expect(diffRows([row(1)], [row(1), row(9)]).map((r) => r.playerId)).toEqual([9])
  })

  it('tells null from a missing value and arrays from objects', () => {
    expect(diffRows([row(1, { thru: null })], [row(1, { thru: undefined })])).toHaveLength(1)
    expect(diffRows([row(1, { playoff: [] })], [row(1, { playoff: {} })])).toHaveLength(1)
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

  it('sends only the changed fields of changed rows, with their new places, and rebuilds the next board', () => {
    const before = [row(1), row(2), row(3), row(4)]
    const after = [row(3, { position: 'T1' }), row(1), row(2), row(4)]
    const diff = diffBoard(before, after)
    expect(diff).toEqual({ rows: [{ playerId: 3, position: 'T1' }], at: [0], size: 4 })
    const rebuilt = apply(before, diff)!
    expect(rebuilt).toEqual(after)
    expect(rebuilt[0]).not.toBe(before[2])
    expect(rebuilt[1]).toBe(before[0])
  })

  it('sends a nested field whole when any part of it changed', () => {
    const diff = diffBoard([row(1)], [row(1, { rounds: [{ round: 1, strokes: 71 }] })])
    expect(diff.rows).toEqual([{ playerId: 1, rounds: [{ round: 1, strokes: 71 }] }])
  })

  it('sends a player new to the board whole', () => {
    const added = row(9, { position: '2' })
    const diff = diffBoard([row(1)], [row(1), added])
    expect(diff).toEqual({ rows: [added], at: [1], size: 2 })
    expect(apply([row(1)], diff)).toEqual([row(1), added])
  })

  it('adds unchanged rows that swapped places as playerId alone, keeping their identity', () => {
    const before = [row(1), row(2), row(3)]
    const after = [row(2), row(1), row(3)]
    const diff = diffBoard(before, after)
    expect(diff.rows).toHaveLength(1)
    expect(Object.keys(diff.rows[0]!)).toEqual(['playerId'])
    const rebuilt = apply(before, diff)!
    expect(rebuilt).toEqual(after)
    rebuilt.forEach((r) => expect(before).toContain(r))
  })

  it('refuses a diff that does not fit the board', () => {
    expect(apply([row(1), row(2)], { rows: [row(3)], at: [0], size: 2 })).toBeNull()
    expect(apply([row(1), row(2)], { rows: [row(1), row(2)], at: [0, 0], size: 2 })).toBeNull()
    expect(apply([row(1)], { rows: [row(1)], at: [3], size: 1 })).toBeNull()
    expect(apply([row(1)], { rows: [row(1), row(1)], at: [0, 1], size: 2 })).toBeNull()
  })

  it('refuses a row patch naming a player the board does not hold unless it is a whole row', () => {
    expect(apply([row(1)], { rows: [{ playerId: 9, position: '2' }], at: [1], size: 2 })).toBeNull()
    expect(apply([row(1)], { rows: [row(9)], at: [1], size: 2 })).toHaveLength(2)
    const full = Object.fromEntries(LEADERBOARD_ROW_FIELDS.map((key) => [key, null])) as unknown as LeaderboardRow
    expect(isWholeLeaderboardRow(full)).toBe(true)
    expect(isWholeLeaderboardRow({ playerId: 9, position: '2' })).toBe(false)
    expect(applyBoardDiff<LeaderboardRow>([], { rows: [{ playerId: 9, position: '2' }], at: [0], size: 1 })).toBeNull()
    expect(applyBoardDiff<LeaderboardRow>([], { rows: [{ ...full, playerId: 9 }], at: [0], size: 1 })).toHaveLength(1)
  })

  it('rebuilds any next board from any previous one (random shuffles, edits, new players)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rng = prng(seed)
      const n = 1 + Math.floor(rng() * 40)
      const before = Array.from({ length: n }, (_, i) => row(i + 1, { total: 70 + Math.floor(rng() * 5) }))
      const after = before
        .filter(() => rng() > 0.02)
        .map((r) => (rng() < 0.2 ? { ...r, total: r.total + 1 } : { ...r }))
        .concat(rng() < 0.2 ? [row(1000 + seed)] : [])
      for (let i = after.length - 1; i > 0; i--) {
        if (rng() < 0.15) {
          const j = Math.floor(rng() * (i + 1))
          ;[after[i], after[j]] = [after[j]!, after[i]!]
        }
      }
      const kept = new Set(after.map((r) => r.playerId))
      const previous = before.filter((r) => kept.has(r.playerId) || after.length === 0)
      const diff = diffBoard(previous, after)
      // Over the wire, as JSON: the rebuild must be exact, and unchanged rows keep their identity.
      const rebuilt = apply(previous, JSON.parse(JSON.stringify(diff)) as typeof diff)
      expect(rebuilt, `seed ${seed}`).toEqual(after)
      const held = new Set<object>(previous)
      const sent = new Map(diff.rows.map((p) => [p.playerId, p]))
      rebuilt!.forEach((r) => {
        const patch = sent.get(r.playerId)
        if (!patch || Object.keys(patch).length === 1) expect(held.has(r), `seed ${seed} row ${r.playerId}`).toBe(true)
      })
      for (const patch of diff.rows) {
        const old = previous.find((r) => r.playerId === patch.playerId)
        if (old)
          for (const [key, value] of Object.entries(patch))
            if (key !== 'playerId') expect(value).not.toEqual(old[key as keyof typeof old])
      }
    }
  })
})
