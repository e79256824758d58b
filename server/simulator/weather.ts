import { and, desc, eq } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { COMPASS_16, dayWeather, type WeatherReading } from '../db/demo/weather'
import { clamp, createRng, round1 } from '../db/demo/rng'
import { seoulInstant } from '@domain/time'
import { tournamentRounds, weatherReadings, type TournamentRow } from '../db/schema/index'

/** Readings on the hour from 07:00 to 18:00 Seoul, while a round is played. */
export const FIRST_READING_HOUR = 7
export const LAST_READING_HOUR = 18
const HOUR_MS = 3600_000

/** Sky codes of domain/codes/weather.ts that drift into each other hour to hour (clear ... overcast). */
const SKIES = ['00', '01', '02', '03', '04'] as const
const STRONG_WIND = '21'

/** The first reading of a round day, from the demo's day weather model. */
export function morningReading(gameId: number, round: number, date: string): WeatherReading {
  const day = dayWeather(createRng(`simulator/weather/${gameId}/${round}`), date)
  return {
    observedAt: seoulInstant(date, `${String(FIRST_READING_HOUR).padStart(2, '0')}:00`),
    weatherCode: day.code,
    temperatureC: round1(day.temperature - 4),
    windSpeedMs: round1(day.wind * 0.8),
    windDirection: COMPASS_16[day.direction]!,
  }
}

/**
 * The reading an hour after `previous`, deterministic for (game, round, hour): wind that freshens
 * into the afternoon and veers now and then, warming until 14:00, morning fog that lifts, rain that
 * may stop, a sky that drifts; a gale is reported as strong wind.
 */
export function nextReading(gameId: number, round: number, previous: WeatherReading): WeatherReading {
  const at = new Date(previous.observedAt.getTime() + HOUR_MS)
  const hour = (at.getUTCHours() + 9) % 24
  const rng = createRng(`simulator/weather/${gameId}/${round}/${at.toISOString()}`)
  const wind = round1(clamp(previous.windSpeedMs + rng.normal(hour <= 15 ? 0.25 : -0.2, 0.7), 0.2, 15))
  const dirIndex = Math.max(0, COMPASS_16.indexOf(previous.windDirection as (typeof COMPASS_16)[number]))
  const direction = COMPASS_16[(dirIndex + (rng.chance(0.3) ? (rng.chance(0.5) ? 1 : -1) : 0) + 16) % 16]!
  const temperature = round1(previous.temperatureC + (hour <= 14 ? 0.8 : -0.5) + rng.normal(0, 0.3))
  let code = previous.weatherCode === STRONG_WIND ? '02' : previous.weatherCode
  if (code === '06' && hour >= 9) code = '03'
  else if ((code === '09' || code === '10') && rng.chance(0.2)) code = '04'
  else {
    const sky = SKIES.indexOf(code as (typeof SKIES)[number])
    if (sky >= 0 && rng.chance(0.2)) code = SKIES[clamp(sky + (rng.chance(0.5) ? 1 : -1), 0, SKIES.length - 1)]!
  }
  if (wind >= 9.5 && code !== '09' && code !== '10') code = STRONG_WIND
  return { observedAt: at, weatherCode: code, temperatureC: temperature, windSpeedMs: wind, windDirection: direction }
}

/**
 * Adds the readings of the round's day that are due by `now` (hourly, 07:00-18:00 Seoul), going on
 * from the latest one stored for the round (the demo seed's, after a restart): two small queries
 * and an insert at most once an hour of simulated time. Returns how many were added.
 */
export async function recordWeather(db: AppDb, game: TournamentRow, now: Date): Promise<number> {
  const round = game.currentRound
  const [roundRow] = await db
    .select({ date: tournamentRounds.date })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, round)))
  if (!roundRow) return 0
  const last = seoulInstant(roundRow.date, `${LAST_READING_HOUR}:00`).getTime()
  const [latest] = await db
    .select()
    .from(weatherReadings)
    .where(and(eq(weatherReadings.tournamentId, game.id), eq(weatherReadings.round, round)))
    .orderBy(desc(weatherReadings.observedAt))
    .limit(1)
  const due: WeatherReading[] = []
  let previous: WeatherReading | null = latest ?? null
  if (!previous) {
    const first = morningReading(game.id, round, roundRow.date)
    if (first.observedAt.getTime() > now.getTime()) return 0
    due.push(first)
    previous = first
  }
  while (previous.observedAt.getTime() + HOUR_MS <= Math.min(now.getTime(), last)) {
    previous = nextReading(game.id, round, previous)
    due.push(previous)
  }
  if (due.length > 0) await db.insert(weatherReadings).values(due.map((r) => ({ tournamentId: game.id, round, ...r })))
  return due.length
}
