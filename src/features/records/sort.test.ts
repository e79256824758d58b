import { describe, expect, it } from 'vitest'
import { ariaSort, nextSort, sortRows } from './sort'

// Rows as the engine ranks them: two players tied for 2nd (T2), a gap to 4.
const rows = [
  { id: 'a', rank: 1, position: '1', name: '김', avg: 69.5 },
  { id: 'b', rank: 2, position: 'T2', name: '이', avg: 70.1 },
  { id: 'c', rank: 2, position: 'T2', name: '박', avg: null },
  { id: 'd', rank: 4, position: '4', name: '최', avg: 70.1 },
]
const ids = (list: typeof rows) => list.map((r) => r.id).join('')

describe('sorting the records tables', () => {
  it('sorts positions by rank number, keeping a tie in the engine order both ways', () => {
    expect(ids(sortRows(rows, (r) => r.rank, 'asc'))).toBe('abcd')
    expect(ids(sortRows(rows, (r) => r.rank, 'desc'))).toBe('dbca')
  })

  it('keeps equal values in list order and missing values last in both directions', () => {
    expect(ids(sortRows(rows, (r) => r.avg, 'asc'))).toBe('abdc')
    expect(ids(sortRows(rows, (r) => r.avg, 'desc'))).toBe('bdac')
  })

  it('sorts names in Korean order', () => {
    expect(ids(sortRows(rows, (r) => r.name, 'asc'))).toBe('acbd')
  })

  it('flips the sorted column and starts another in its natural direction', () => {
    expect(nextSort({ key: 'value', dir: 'desc' }, 'value', 'desc')).toEqual({ key: 'value', dir: 'asc' })
    expect(nextSort({ key: 'value', dir: 'asc' }, 'rounds', 'desc')).toEqual({ key: 'rounds', dir: 'desc' })
  })

  it('announces the sorted column only', () => {
    expect(ariaSort({ key: 'value', dir: 'asc' }, 'value')).toBe('ascending')
    expect(ariaSort({ key: 'value', dir: 'desc' }, 'value')).toBe('descending')
    expect(ariaSort({ key: 'value', dir: 'desc' }, 'rank')).toBe('none')
  })
})
