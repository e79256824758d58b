import { describe, expect, it } from 'vitest'
import { MAIN_TOUR_IDS, normalizeTourId, TOUR_CATEGORIES, tourCategory, tourName } from './tours'

describe('normalizeTourId', () => {
  it('folds the aliases of TR-1: 55 is shown as 54 and 62 as 11', () => {
    expect(normalizeTourId('55')).toBe(54)
    expect(normalizeTourId(62)).toBe(11)
  })
  it('defaults to 11 for a missing, empty, "all" or unparsable id', () => {
    for (const raw of [undefined, null, '', 'all', 'abc', '-3', '1.5', 0]) expect(normalizeTourId(raw)).toBe(11)
  })
  it('keeps known and unknown numeric ids', () => {
    expect(normalizeTourId('12')).toBe(12)
    expect(normalizeTourId(' 75 ')).toBe(75)
    expect(normalizeTourId('404')).toBe(404)
  })
})

describe('tourCategory', () => {
  it('names every tour of TR-1 in Korean and English', () => {
    expect(tourName(11, 'ko')).toBe('코리안투어')
    expect(tourName(11, 'en')).toBe('Korean Tour')
    expect(tourName(55, 'en')).toBe('Membership Selection')
    expect(tourName(62, 'ko')).toBe('코리안투어')
  })
  it('shows unknown and empty ids as other', () => {
    expect(tourCategory(404).en).toBe('Other')
    expect(tourCategory('').ko).toBe('기타')
    expect(tourCategory(undefined).id).toBeNull()
  })
  it('has one entry per id listed in TR-1, each with a colour', () => {
    const ids = TOUR_CATEGORIES.map((c) => c.id)
    for (const id of [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 51, 52, 53, 54, 61, 71, 75, 92, 99]) {
      expect(ids).toContain(id)
    }
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of TOUR_CATEGORIES) expect(c.color).toMatch(/^#[0-9a-f]{6}$/)
  })
  it('gives every main tour a real category', () => {
    for (const id of MAIN_TOUR_IDS) expect(tourCategory(id).id).toBe(id)
  })
})
