import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { WEATHER_CODES } from '@domain/codes/weather'
import { WIND_DIRECTIONS } from '@contract/game-weather'
import { weatherDisplay, windArrowBearing, windPointName, windStrength } from './weather-display'

// An empty catalog: descriptors fall back to their English source.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('weatherDisplay', () => {
  it('gives every code 00-22 its icon and its own description', () => {
    const texts = WEATHER_CODES.map((w) => {
      const shown = weatherDisplay(w.code)
      expect(shown.icon).toBe(w.icon)
      return i18n._(shown.description)
    })
    expect(texts).toEqual(WEATHER_CODES.map((w) => w.en))
  })
  it('reads 7, "7" and "07" alike and gives unknown codes a neutral icon and text', () => {
    expect(weatherDisplay(7)).toEqual(weatherDisplay('07'))
    expect(weatherDisplay('7').icon).toBe('dust')
    expect(weatherDisplay('45').icon).toBe('unknown')
    expect(i18n._(weatherDisplay(null).description)).toBe('Weather not available')
  })
})

describe('wind', () => {
  it('points the arrow where the wind blows to: a north wind blows south, a west wind east', () => {
    expect(windArrowBearing('N')).toBe(180)
    expect(windArrowBearing('W')).toBe(90)
    expect(windArrowBearing('SSE')).toBe(337.5)
    expect(new Set(WIND_DIRECTIONS.map(windArrowBearing)).size).toBe(16)
  })
  it('names all 16 points', () => {
    expect(i18n._(windPointName('NNW'))).toBe('north-northwest')
    expect(new Set(WIND_DIRECTIONS.map((d) => i18n._(windPointName(d)))).size).toBe(16)
  })
  it('grades the strength', () => {
    expect([0.5, 3, 7, 12].map(windStrength)).toEqual(['calm', 'light', 'moderate', 'strong'])
  })
})
