/**
 * What the track shows of a weather reading: the icon and translated description of its code
 * (domain/codes/weather.ts), the wind's compass point in words, and which way the wind arrow points.
 * A reading names where the wind comes FROM (meteorological); the arrow points where it blows TO.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { WIND_DIRECTIONS, type WindDirection } from '@contract/game-weather'
import { weather, type WeatherIcon } from '@domain/codes/weather'

const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  '00': msg`Clear`,
  '01': msg`Mostly clear`,
  '02': msg`Partly cloudy`,
  '03': msg`Mostly cloudy`,
  '04': msg`Overcast`,
  '05': msg`Haze`,
  '06': msg`Fog`,
  '07': msg`Yellow dust`,
  '08': msg`Drizzle`,
  '09': msg`Light rain`,
  '10': msg`Rain`,
  '11': msg`Heavy rain`,
  '12': msg`Showers`,
  '13': msg`Sun then rain`,
  '14': msg`Lightning`,
  '15': msg`Thunderstorm`,
  '16': msg`Sleet`,
  '17': msg`Light snow`,
  '18': msg`Snow`,
  '19': msg`Heavy snow`,
  '20': msg`Hail`,
  '21': msg`Strong wind`,
  '22': msg`Typhoon`,
}
const UNKNOWN = msg`Weather not available`

const POINTS: Record<WindDirection, MessageDescriptor> = {
  N: msg`north`,
  NNE: msg`north-northeast`,
  NE: msg`northeast`,
  ENE: msg`east-northeast`,
  E: msg`east`,
  ESE: msg`east-southeast`,
  SE: msg`southeast`,
  SSE: msg`south-southeast`,
  S: msg`south`,
  SSW: msg`south-southwest`,
  SW: msg`southwest`,
  WSW: msg`west-southwest`,
  W: msg`west`,
  WNW: msg`west-northwest`,
  NW: msg`northwest`,
  NNW: msg`north-northwest`,
}

export interface WeatherDisplay {
  icon: WeatherIcon
  description: MessageDescriptor
}

export function weatherDisplay(code: unknown): WeatherDisplay {
  const w = weather(code)
  return { icon: w.icon, description: DESCRIPTIONS[w.code] ?? UNKNOWN }
}

/** The compass point in words ("from the north-northwest"). */
export const windPointName = (direction: WindDirection): MessageDescriptor => POINTS[direction]

/** Degrees clockwise from north the wind blows TOWARDS: the arrow's bearing on a north-up map. */
export const windArrowBearing = (direction: WindDirection): number =>
  (WIND_DIRECTIONS.indexOf(direction) * 22.5 + 180) % 360

/** Beaufort-like word for the strength, so a glance tells calm from a gale. */
export function windStrength(speedMs: number): 'calm' | 'light' | 'moderate' | 'strong' {
  if (speedMs < 1.5) return 'calm'
  if (speedMs < 5.5) return 'light'
  if (speedMs < 9.5) return 'moderate'
  return 'strong'
}
