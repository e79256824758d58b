/**
 * The prize and points distribution a tournament page publishes before play: what each finishing place
 * is worth, from the same tables that pay the official result (./prize-money, ./genesis-points,
 * ./tour-points), and what tied players receive (docs/requirements/tours-and-records.md#tr-20: ties share equally).
 */
import {
  GENESIS_GRADES,
  GENESIS_POINTS_BELOW_TABLE,
  GENESIS_SHARES_BP,
  genesisPointsForPlace,
  type GenesisGrade,
} from './genesis-points'
import { PRIZE_SHARES_BP } from './prize-money'
import { TOUR_POINTS_TABLES, tourPointsForPlace, type PointsTour } from './tour-points'

export type PointsKind = 'genesis' | PointsTour

export interface DistributionGame {
  tourId: number
  /** Integer won. */
  purseWon: number
  /** The winner's Genesis points stored with the game (1300, 1200, 1000, 800; 0 when none). */
  genesisPoints: number
}

export interface DistributionRow {
  place: number
  /** Won paid for the place (floored), 0 beyond the prize table. */
  prizeWon: number
  /** Points for the place, up to 2 decimals; null when the game awards none. */
  points: number | null
}

export interface Distribution {
  kind: PointsKind | null
  rows: DistributionRow[]
  /** Points of every finisher from place `from` down (Genesis: 61st or lower 5 points); null when none. */
  belowTable: { from: number; points: number } | null
}

const genesisGrade = (winnerPoints: number): GenesisGrade | null =>
  Object.values(GENESIS_GRADES).find((g) => g.winnerPoints === winnerPoints)?.grade ?? null

/** Which season race the game's places count for: Genesis on the main tour, the tour's own table on 13 and 20. */
export function pointsKindOf(game: DistributionGame): PointsKind | null {
  if (game.tourId === 11) return genesisGrade(game.genesisPoints) ? 'genesis' : null
  return (
    (Object.values(TOUR_POINTS_TABLES).find((t) => t.tourId === game.tourId)?.tour as PointsTour | undefined) ?? null
  )
}

function pointsAt(game: DistributionGame, kind: PointsKind | null, place: number): number | null {
  if (kind === null) return null
  if (kind === 'genesis') return genesisPointsForPlace(place, genesisGrade(game.genesisPoints)!)
  return tourPointsForPlace(place, kind)
}

export const prizeForPlace = (purseWon: number, place: number): number =>
  Math.floor((purseWon * (PRIZE_SHARES_BP[place - 1] ?? 0)) / 10_000)

/** One row per place that is paid or scores, up to the longer of the prize and points tables. */
export function distributionTable(game: DistributionGame): Distribution {
  const kind = pointsKindOf(game)
  const pointsPlaces =
    kind === null ? 0 : kind === 'genesis' ? GENESIS_SHARES_BP.length : TOUR_POINTS_TABLES[kind].places.length
  const places = Math.max(game.purseWon > 0 ? PRIZE_SHARES_BP.length : 0, pointsPlaces)
  const rows = Array.from({ length: places }, (_, i) => ({
    place: i + 1,
    prizeWon: prizeForPlace(game.purseWon, i + 1),
    points: pointsAt(game, kind, i + 1),
  }))
  const below =
    kind === null ? 0 : kind === 'genesis' ? GENESIS_POINTS_BELOW_TABLE : TOUR_POINTS_TABLES[kind].belowTable
  return { kind, rows, belowTable: below === 0 ? null : { from: pointsPlaces + 1, points: below } }
}

/**
 * What each of `tied` players sharing `place` receives: the sum of the places they occupy, shared
 * equally (money floored to the won, points rounded half up to 2 decimals, as the official result does).
 */
export function tiedShare(
  game: DistributionGame,
  place: number,
  tied: number,
): { prizeWon: number; points: number | null } {
  if (!Number.isInteger(place) || place < 1 || !Number.isInteger(tied) || tied < 1)
    throw new RangeError('place and tied are whole numbers from 1')
  const kind = pointsKindOf(game)
  let bp = 0
  let hundredths = 0
  for (let p = place; p < place + tied; p++) {
    bp += PRIZE_SHARES_BP[p - 1] ?? 0
    hundredths += Math.round((pointsAt(game, kind, p) ?? 0) * 100)
  }
  const prizeWon = Number((BigInt(game.purseWon) * BigInt(bp)) / (10_000n * BigInt(tied)))
  return { prizeWon, points: kind === null ? null : Math.floor((2 * hundredths + tied) / (2 * tied)) / 100 }
}
