import { describe, expect, it } from 'vitest'
import { WEATHER_CODES, weather } from './weather'
import { WIND_DIRECTIONS, windDirection, windDirectionFromDegrees } from './wind'

describe('weather codes', () => {
  it("defines every code from '00' to '22' with an icon and both descriptions", () => {
    for (let i = 0; i <= 22; i++) {
      const code = String(i).padStart(2, '0')
      const w = weather(code)
      expect(w.code).toBe(code)
      expect(w.icon).not.toBe('unknown')
      expect(w.ko && w.en).toBeTruthy()
    }
    expect(WEATHER_CODES).toHaveLength(23)
  })

  it('reads 7 and "7" as "07", and shows unknown codes neutrally', () => {
    expect(weather(7).en).toBe('Yellow dust')
    expect(weather('0').icon).toBe('sun')
    expect(weather('23')).toMatchObject({ code: '23', icon: 'unknown' })
    expect(weather(null).icon).toBe('unknown')
  })
})

describe('wind directions', () => {
  it('has the 16 directions 22.5° apart, clockwise from north', () => {
    expect(WIND_DIRECTIONS).toHaveLength(16)
    WIND_DIRECTIONS.forEach((d, i) => expect(d.degrees).toBe(i * 22.5))
    expect(WIND_DIRECTIONS.map((d) => d.code).join(' ')).toBe('N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW')
  })

  it('draws the arrow where the wind blows to: a north wind points down', () => {
    expect(windDirection('N')).toMatchObject({ ko: '북', arrowRotation: 180, arrow: '↓' })
    expect(windDirection('sw')).toMatchObject({ en: 'Southwest', arrowRotation: 45, arrow: '↗' })
    expect(windDirection('W')?.arrow).toBe('→')
    expect(windDirection('NNE')?.arrowRotation).toBe(202.5)
    expect(windDirection('XX')).toBeNull()
  })

  it('finds the direction sector of a bearing', () => {
    expect(windDirectionFromDegrees(0).code).toBe('N')
    expect(windDirectionFromDegrees(350).code).toBe('N')
    expect(windDirectionFromDegrees(23).code).toBe('NNE')
    expect(windDirectionFromDegrees(-90).code).toBe('W')
    expect(windDirectionFromDegrees(202.5).code).toBe('SSW')
  })
})
