import {
  WIND_DIRECTIONS,
  type GameWeatherDto,
  type WeatherReadingDto,
  type WindDirection,
} from '@contract/game-weather'
import { weather } from '@domain/codes/weather'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentRounds, weatherReadings, type WeatherReadingRow } from '../../db/schema/index'
import { requireGame } from './service-games'
import { seoulClock } from '@domain/time'

// real columns come back as float4 noise (12.300000190734863): one decimal is what was measured.
const tenth = (v: number) => Math.round(v * 10) / 10

/** A stored direction outside the 16 points (a feed typo) reads as north rather than failing the answer. */
const direction = (raw: string): WindDirection =>
  (WIND_DIRECTIONS as readonly string[]).includes(raw.trim().toUpperCase())
    ? (raw.trim().toUpperCase() as WindDirection)
    : 'N'

export function toReading(row: WeatherReadingRow): WeatherReadingDto {
  const w = weather(row.weatherCode)
  const windDirection = direction(row.windDirection)
  return {
    observedAt: row.observedAt.toISOString(),
    time: seoulClock(row.observedAt),
    round: row.round,
    code: /^\d{2}$/.test(w.code) ? w.code : '99',
    descriptionKey: w.icon === 'unknown' ? 'unknown' : w.en.toLowerCase().replace(/[^a-z]+/g, '-'),
    temperatureC: tenth(row.temperatureC),
    windSpeedMs: Math.max(0, tenth(row.windSpeedMs)),
    windDirection,
    windFromDegrees: WIND_DIRECTIONS.indexOf(windDirection) * 22.5,
  }
}

/**
 * The newest reading of a game and every reading of its current round's day. Readings are stored as
 * they are observed (the simulator adds the hours that are due), so nothing here looks at the clock.
 */
export async function gameWeather(db: AppDb, gameId: number): Promise<GameWeatherDto> {
  const { t } = await requireGame(db, gameId)
  const round = t.currentRound > 0 ? t.currentRound : null
  const [day, latest, hourly] = await Promise.all([
    round === null
      ? Promise.resolve([])
      : db
          .select({ date: tournamentRounds.date })
          .from(tournamentRounds)
          .where(and(eq(tournamentRounds.tournamentId, gameId), eq(tournamentRounds.round, round))),
    db
      .select()
      .from(weatherReadings)
      .where(eq(weatherReadings.tournamentId, gameId))
      .orderBy(desc(weatherReadings.observedAt))
      .limit(1),
    round === null
      ? Promise.resolve([])
      : db
          .select()
          .from(weatherReadings)
          .where(and(eq(weatherReadings.tournamentId, gameId), eq(weatherReadings.round, round)))
          .orderBy(asc(weatherReadings.observedAt)),
  ])
  return {
    gameId,
    round,
    date: day[0]?.date ?? null,
    latest: latest[0] ? toReading(latest[0]) : null,
    hourly: hourly.map(toReading),
  }
}
