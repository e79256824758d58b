import { describe, expect, it } from 'vitest'
import { nextPage, pageCount, pageRows, pageWindow } from './paging'

describe('broadcast paging', () => {
  it('cuts the field into pages of N rows, the last one shorter', () => {
    expect(pageCount(126, 10)).toBe(13)
    expect(pageWindow(0, 10, 126)).toEqual({ page: 0, pages: 13, first: 1, last: 10, total: 126 })
    expect(pageWindow(12, 10, 126)).toEqual({ page: 12, pages: 13, first: 121, last: 126, total: 126 })
  })

  it('rotates through every page and back to the first', () => {
    const seen: number[] = []
    let page = 0
    for (let i = 0; i < 4; i += 1) {
      seen.push(page)
      page = nextPage(page, 10, 25)
    }
    expect(seen).toEqual([0, 1, 2, 0])
  })

  it('keeps a valid page when the field shrinks, and one empty page for an empty board', () => {
    expect(pageWindow(5, 10, 30).page).toBe(2)
    expect(pageWindow(0, 10, 0)).toEqual({ page: 0, pages: 1, first: 0, last: 0, total: 0 })
    expect(pageRows(['a', 'b', 'c'], pageWindow(1, 2, 3))).toEqual(['c'])
    expect(pageRows([], pageWindow(0, 2, 0))).toEqual([])
  })
})
