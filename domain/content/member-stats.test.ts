import { describe, expect, it } from 'vitest'
import { ageGroupOf, ageOn, regionOf, tallyMembers } from './member-stats'

describe('member statistics', () => {
  it('counts full years on the day, from either date form', () => {
    expect(ageOn('1990-06-10', '2026-06-10')).toBe(36)
    expect(ageOn('19900611', '2026-06-10')).toBe(35)
    expect(ageOn('2010-02-28', '2026-06-10')).toBe(16)
    expect(ageOn(null, '2026-06-10')).toBeNull()
    expect(ageOn('1990-13', '2026-06-10')).toBeNull()
  })

  it('puts ages in the association groups, 60 and over together', () => {
    expect([19, 20, 29, 30, 59, 60, 81].map(ageGroupOf)).toEqual([
      'under20',
      '20s',
      '20s',
      '30s',
      '50s',
      '60plus',
      '60plus',
    ])
    expect(ageGroupOf(null)).toBe('unknown')
  })

  it('finds the region from the start of an address or from a home town', () => {
    expect(regionOf('서울특별시 강남구 테헤란로 521')).toBe('seoul')
    expect(regionOf('경기도 광주시 오포읍')).toBe('gyeonggi')
    expect(regionOf('광주광역시 서구')).toBe('gwangju')
    expect(regionOf('전북특별자치도 전주시')).toBe('jeonbuk')
    expect(regionOf('수원')).toBe('gyeonggi')
    expect(regionOf('Gangneung')).toBe('gangwon')
    expect(regionOf('도쿄', true)).toBe('overseas')
    expect(regionOf('')).toBe('unknown')
    expect(regionOf('어딘가')).toBe('unknown')
  })

  it('counts a membership number once, the first record winning', () => {
    const t = tallyMembers(
      [
        { memberNo: '1', birthDate: '19900101', place: '부산광역시 중구', foreign: false },
        { memberNo: '1', birthDate: '1960-01-01', place: '서울', foreign: false },
        { memberNo: '2', birthDate: null, place: null, foreign: true },
      ],
      '2026-06-10',
    )
    expect(t.total).toBe(2)
    expect(t.byRegion.filter((r) => r.count > 0)).toEqual([
      { region: 'busan', count: 1 },
      { region: 'overseas', count: 1 },
    ])
    expect(t.byAge.filter((a) => a.count > 0)).toEqual([
      { group: '30s', count: 1 },
      { group: 'unknown', count: 1 },
    ])
  })
})
