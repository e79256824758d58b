import { describe, expect, it } from 'vitest'
import { diffRows } from './diff-rows'

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
