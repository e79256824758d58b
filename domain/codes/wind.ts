/**
 * The 16 wind directions (docs/requirements/live-scoring.md#ls-24: "16 wind directions map to arrows"), 22.5° apart,
 * clockwise from north. As in every forecast, a direction names where the wind comes FROM (a north wind blows from the
 * north). The arrow shows where it blows TO, as a golfer reads it on the course map: a north wind is drawn pointing
 * down (↓). `arrowRotation` turns an up-pointing arrow (↑) clockwise by that many degrees; `arrow` is the nearest of
 * the eight arrow glyphs, for text-only places.
 */

export type WindDirectionCode =
  | 'N'
  | 'NNE'
  | 'NE'
  | 'ENE'
  | 'E'
  | 'ESE'
  | 'SE'
  | 'SSE'
  | 'S'
  | 'SSW'
  | 'SW'
  | 'WSW'
  | 'W'
  | 'WNW'
  | 'NW'
  | 'NNW'

export interface WindDirection {
  code: WindDirectionCode
  /** Where the wind comes from, degrees clockwise from north. */
  degrees: number
  ko: string
  en: string
  /** Degrees to rotate an up-pointing arrow so it points where the wind blows to. */
  arrowRotation: number
  arrow: string
}

/** The eight arrow glyphs, clockwise from up. */
const ARROWS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'] as const

const NAMES: ReadonlyArray<readonly [WindDirectionCode, string, string]> = [
  ['N', '북', 'North'],
  ['NNE', '북북동', 'North-northeast'],
  ['NE', '북동', 'Northeast'],
  ['ENE', '동북동', 'East-northeast'],
  ['E', '동', 'East'],
  ['ESE', '동남동', 'East-southeast'],
  ['SE', '남동', 'Southeast'],
  ['SSE', '남남동', 'South-southeast'],
  ['S', '남', 'South'],
  ['SSW', '남남서', 'South-southwest'],
  ['SW', '남서', 'Southwest'],
  ['WSW', '서남서', 'West-southwest'],
  ['W', '서', 'West'],
  ['WNW', '서북서', 'West-northwest'],
  ['NW', '북서', 'Northwest'],
  ['NNW', '북북서', 'North-northwest'],
]

export const WIND_DIRECTIONS: readonly WindDirection[] = NAMES.map(([code, ko, en], i) => {
  const degrees = i * 22.5
  const arrowRotation = (degrees + 180) % 360
  // Between two glyphs (the three-letter directions), round clockwise: 202.5° → ↙ (225°).
  const arrow = ARROWS[Math.round(arrowRotation / 45) % 8] as string
  return { code, degrees, ko, en, arrowRotation, arrow }
})

const byCode = new Map<string, WindDirection>(WIND_DIRECTIONS.map((d) => [d.code, d]))

/** A direction by code ('nne' and ' NNE ' too); null when unknown. */
export function windDirection(raw: unknown): WindDirection | null {
  if (typeof raw !== 'string') return null
  return byCode.get(raw.trim().toUpperCase()) ?? null
}

/** The direction sector (±11.25°) that a bearing in degrees falls in. */
export function windDirectionFromDegrees(degrees: number): WindDirection {
  const normal = ((degrees % 360) + 360) % 360
  return WIND_DIRECTIONS[Math.round(normal / 22.5) % 16] as WindDirection
}
