import { describe, expect, it } from 'vitest'
import { activeFilterCount, toMediaQuery, validateGallerySearch, withFilter, withTab } from './search'

describe('gallery URL', () => {
  it('keeps the valid media filter and drops what is broken', () => {
    expect(
      validateGallerySearch({
        tourId: '12',
        tab: 'video',
        gameId: '735',
        gameDate: '2026-11-09',
        round: 2,
        memberId: 21,
        clubType: 'putter',
        field: 'green',
        score: 'birdie',
        searchWord: '  버디  ',
        searchOrder: 'popular',
        page: '3',
        photo: '88',
      }),
    ).toEqual({
      tourId: 12,
      tab: 'video',
      gameId: 735,
      gameDate: '2026-11-09',
      round: 2,
      memberId: 21,
      clubType: 'putter',
      field: 'green',
      score: 'birdie',
      searchWord: '버디',
      searchOrder: 'popular',
      page: 3,
      photo: 88,
    })
    expect(
      validateGallerySearch({
        tourId: 'x',
        tab: 'story',
        gameId: '-1',
        gameDate: '2026-02-30',
        round: 0,
        clubType: 'spoon',
        field: 'car park',
        score: 'triple',
        searchWord: ' ',
        searchOrder: 'basic',
        page: '1',
        play: 'abc',
      }),
    ).toEqual({ tourId: 11 })
    // 62 is the main tour; the router hands "2026" over as a number.
    expect(validateGallerySearch({ tourId: 62, searchWord: 2026 })).toEqual({ tourId: 11, searchWord: '2026' })
  })

  it('asks the API for the tab twelve a page, in the basic order unless another is chosen', () => {
    expect(toMediaQuery({ tourId: 11, round: 2, clubType: 'driver' }, 'photo')).toEqual({
      kind: 'photo',
      tourId: 11,
      gameId: undefined,
      gameDate: undefined,
      round: 2,
      memberId: undefined,
      clubType: 'driver',
      field: undefined,
      score: undefined,
      searchWord: undefined,
      page: 1,
      pageSize: 12,
      searchOrder: 'basic',
    })
    // News has no club, place or score: those filters do not empty the news tab.
    expect(toMediaQuery({ tourId: 11, clubType: 'driver', searchOrder: 'latest', page: 4 }, 'news')).toMatchObject({
      kind: 'news',
      clubType: undefined,
      page: 4,
      searchOrder: 'latest',
    })
  })

  it('a filter change goes back to page 1 with nothing open; a new tournament forgets its day and round', () => {
    const at = { tourId: 12, gameId: 5, gameDate: '2026-11-09', round: 2, page: 3, photo: 9 }
    expect(withFilter(at, { memberId: 7 })).toEqual({
      tourId: 12,
      gameId: 5,
      gameDate: '2026-11-09',
      round: 2,
      memberId: 7,
    })
    expect(withFilter(at, { gameId: 6 })).toEqual({ tourId: 12, gameId: 6 })
    expect(withFilter(at, { round: undefined })).toEqual({ tourId: 12, gameId: 5, gameDate: '2026-11-09' })
    expect(activeFilterCount(at)).toBe(3)
  })

  it('switches tabs keeping what applies, leaving the page’s own first tab out of the URL', () => {
    const at = { tourId: 11, tab: 'photo' as const, gameId: 5, clubType: 'putter' as const, page: 2 }
    expect(withTab(at, 'news', 'news')).toEqual({ tourId: 11, gameId: 5 })
    expect(withTab(at, 'video', 'news')).toEqual({ tourId: 11, tab: 'video', gameId: 5, clubType: 'putter' })
    expect(withTab({ tourId: 12 }, 'photo', 'photo')).toEqual({ tourId: 12 })
  })
})
