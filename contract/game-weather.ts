import { z } from 'zod'
import { idSchema } from './game'

/**
 * `GET /game/weather?gameId=`: the venue's weather for the 3D track and the tournament pages, from the
 * hourly readings the simulator and the demo seed store (weather_readings). Codes are
 * domain/codes/weather.ts's ('00'-'22'); the client maps a code to its icon and translated description.
 */

/** The 16 compass points, clockwise from north; a reading names where the wind blows FROM (meteorological). */
export const WIND_DIRECTIONS = [
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
export const windDirectionSchema = z
  .enum(WIND_DIRECTIONS)
  .describe('Where the wind blows from, one of the 16 compass points')
export type WindDirection = z.infer<typeof windDirectionSchema>

export const weatherQuerySchema = z.object({
  gameId: idSchema.describe('Game (tournament) id'),
})

export const weatherReadingSchema = z
  .object({
    observedAt: z.string().describe('ISO instant'),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .describe("'HH:MM' on the Seoul wall clock"),
    round: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('Round played that day, when the reading falls on a round day'),
    code: z
      .string()
      .regex(/^\d{2}$/)
      .describe("Weather code '00'-'22' (domain/codes/weather.ts)"),
    descriptionKey: z
      .string()
      .describe("Stable key of the code's description ('clear', 'light-rain'), for clients without the code table"),
    temperatureC: z.number().describe('°C, one decimal'),
    windSpeedMs: z.number().nonnegative().describe('m/s, one decimal'),
    windDirection: windDirectionSchema,
    windFromDegrees: z
      .number()
      .min(0)
      .lt(360)
      .describe('The same direction in degrees clockwise from north (N = 0, E = 90)'),
  })
  .meta({ id: 'WeatherReading' })

export const gameWeatherSchema = z
  .object({
    gameId: z.number().int(),
    round: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe("The game's current round (the day the hourly readings belong to); null before any"),
    date: z.string().nullable().describe("'YYYY-MM-DD' of that round day (Seoul)"),
    latest: weatherReadingSchema
      .nullable()
      .describe('The newest reading of the game, whatever its day; null when none was taken'),
    hourly: z.array(weatherReadingSchema).describe("The round day's readings, oldest first"),
  })
  .meta({ id: 'GameWeather' })

export type WeatherReadingDto = z.infer<typeof weatherReadingSchema>
export type GameWeatherDto = z.infer<typeof gameWeatherSchema>
