import { describe, expect, it } from 'vitest'
import { COUNTRIES, country, countryName, countryOptions } from './countries'
import { flagEmoji } from './country-table'

describe('country lookup (TR-19)', () => {
  it('reads a missing or empty code as Korea', () => {
    for (const raw of [undefined, null, '', '  ']) expect(country(raw).code).toBe('KOR')
    expect(country('').ko).toBe('대한민국')
  })

  it("reads 'HKG' and 'H.K' as Hong Kong", () => {
    expect(country('HKG').en).toBe('Hong Kong')
    expect(country('H.K').en).toBe('Hong Kong')
    expect(country('h.k').id).toBe(country('HKG').id)
  })

  it("reads 'SPA', 'ESP' and 'SPN' as Spain, whose code in the table is SPN", () => {
    for (const raw of ['SPA', 'ESP', 'SPN', ' spa ']) {
      expect(country(raw).code).toBe('SPN')
      expect(country(raw).ko).toBe('스페인')
    }
  })

  it('names an unknown code by the code itself', () => {
    expect(country('XYZ')).toMatchObject({ id: null, code: 'XYZ', ko: 'XYZ', en: 'XYZ' })
    expect(countryName('atl', 'en')).toBe('ATL')
  })

  it('holds the countries a golf tour sees, each with an id, both names and a flag', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(60)
    for (const code of [
      'KOR',
      'JPN',
      'USA',
      'AUS',
      'THA',
      'TPE',
      'ENG',
      'SCO',
      'NIR',
      'WAL',
      'RSA',
      'MGL',
      'UZB',
      'KAZ',
      'FIJ',
      'ZIM',
    ]) {
      expect(country(code).id).not.toBeNull()
    }
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length)
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length)
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/)
      expect(c.ko && c.en && c.flag).toBeTruthy()
    }
  })

  it('draws flags from ISO codes, England as a tag sequence', () => {
    expect(country('KOR').flag).toBe('🇰🇷')
    // Black flag, tags g b e n g, cancel tag.
    const england = String.fromCodePoint(0x1f3f4, 0xe0067, 0xe0062, 0xe0065, 0xe006e, 0xe0067, 0xe007f)
    expect(flagEmoji('GB-ENG')).toBe(england)
    expect(country('ENG').flag).toBe(england)
    expect(country('NIR').flag).toBe('🇬🇧')
  })

  it('offers Korea first in the nationality list, the rest by name', () => {
    const en = countryOptions('en')
    expect(en[0]?.code).toBe('KOR')
    expect(en[1]?.en).toBe('Argentina')
    expect(countryOptions('ko')[0]?.code).toBe('KOR')
    expect(en).toHaveLength(COUNTRIES.length)
  })
})
