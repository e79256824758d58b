import { monthOf, seoulInstant } from '@domain/time'
import { clamp, round1, type Rng } from './rng'

/**
 * Weather per tournament day and what it does to scoring. Codes are domain/codes' weather table
 * ('00' clear ... '04' overcast, '05' haze, '06' fog, '09' light rain, '10' rain, '21' strong wind).
 */
const SKY: ReadonlyArray<{ code: string; rain: number; weight: number }> = [
  { code: '00', rain: 0, weight: 30 },
  { code: '01', rain: 0, weight: 20 },
  { code: '02', rain: 0, weight: 15 },
  { code: '03', rain: 0, weight: 10 },
  { code: '04', rain: 0, weight: 8 },
  { code: '05', rain: 0, weight: 3 },
  { code: '06', rain: 0, weight: 3 },
  { code: '09', rain: 1, weight: 7 },
  { code: '10', rain: 2, weight: 4 },
]

export const COMPASS_16 = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const

// Midday mean temperature by month in central Korea (°C).
const MONTH_TEMP = [2, 5, 11, 17, 22, 26, 28, 29, 25, 19, 11, 4]

export interface DayWeather {
  date: string
  code: string
  rain: number
  /** Mean wind speed in m/s. */
  wind: number
  direction: number
  temperature: number
  /** Tilt the day adds to every player's round (negative = harder). */
  theta: number
}

export function dayWeather(rng: Rng, date: string): DayWeather {
  const sky = rng.weighted(
    SKY,
    SKY.map((s) => s.weight),
  )
  const windy = rng.chance(0.12)
  const wind = round1(clamp(windy ? rng.normal(8.5, 1.6) : Math.exp(rng.normal(1.1, 0.4)), 0.5, 13))
  const temperature = (MONTH_TEMP[monthOf(date) - 1] ?? 15) + rng.normal(0, 2.5)
  const theta = -0.02 * Math.max(0, wind - 3) - 0.04 * sky.rain + rng.normal(0, 0.025)
  return { date, code: sky.code, rain: sky.rain, wind, direction: rng.int(0, 15), temperature, theta }
}

export interface WeatherReading {
  observedAt: Date
  weatherCode: string
  temperatureC: number
  windSpeedMs: number
  windDirection: string
}

const READING_TIMES = ['07:00', '10:00', '13:00', '16:00'] as const

/** Four readings through a day; `until` ('HH:MM') stops at the demo's clock on a live day. */
export function readings(rng: Rng, day: DayWeather, until?: string): WeatherReading[] {
  const out: WeatherReading[] = []
  READING_TIMES.forEach((time, i) => {
    if (until !== undefined && time > until) return
    const warmth = [-4, -1, 1.5, 0.5][i] ?? 0
    out.push({
      observedAt: seoulInstant(day.date, time),
      // Morning fog lifts; a gale is reported as strong wind.
      weatherCode: i > 0 && day.code === '06' ? '03' : day.wind >= 9.5 && day.rain === 0 ? '21' : day.code,
      temperatureC: round1(day.temperature + warmth + rng.normal(0, 0.6)),
      windSpeedMs: round1(clamp(day.wind + rng.normal(0, 0.9) + (i >= 2 ? 0.6 : -0.4), 0.2, 15)),
      windDirection: COMPASS_16[(day.direction + rng.int(-1, 1) + 16) % 16] as string,
    })
  })
  return out
}
