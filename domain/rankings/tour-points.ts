/**
 * Season points of the champions (seniors, tour 13) and winter (tour 20) tours. The requirements name these
 * rankings (docs/requirements/tours-and-records.md#tr-22) but give no numbers;
 * these tables are ours, kept here and nowhere else. Sharing, rounding and eligibility follow the
 * Genesis rules (./points-award): ties share, MC/WD/DQ and non-members get 0, places not reassigned.
 */
import type { GenesisResult } from './genesis-points'
import { awardByPlace, type PointsAward } from './points-award'

export type PointsTour = 'champions' | 'winter'

export interface TourPointsTable {
  tour: PointsTour
  tourId: number
  ko: string
  en: string
  /** Whole points for places 1..n. */
  places: readonly number[]
  /** Points for each finisher placed below the table. */
  belowTable: number
}

export const TOUR_POINTS_TABLES: Readonly<Record<PointsTour, TourPointsTable>> = {
  // Fields of ~60-80 over two or three rounds: 30 places, then a point for finishing.
  champions: {
    tour: 'champions',
    tourId: 13,
    ko: '챔피언스투어 포인트',
    en: 'Champions Tour points',
    places: [
      500,
      300,
      200,
      150,
      120,
      100,
      90,
      80,
      70,
      60, // 1-10
      55,
      50,
      45,
      40,
      35,
      30,
      28,
      26,
      24,
      22, // 11-20
      20,
      18,
      16,
      14,
      12,
      10,
      8,
      6,
      4,
      2, // 21-30
    ],
    belowTable: 1,
  },
  // Short off-season series abroad with small fields: the top 20 score, nobody else.
  winter: {
    tour: 'winter',
    tourId: 20,
    ko: '윈터투어 포인트',
    en: 'Winter Tour points',
    places: [200, 120, 80, 60, 50, 40, 35, 30, 25, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 1],
    belowTable: 0,
  },
}

export function tourPointsForPlace(place: number, tour: PointsTour): number {
  const table = TOUR_POINTS_TABLES[tour]
  return table.places[place - 1] ?? table.belowTable
}

export function awardTourPoints(results: readonly GenesisResult[], tour: PointsTour): PointsAward[] {
  return awardByPlace(
    results,
    (place) => tourPointsForPlace(place, tour) * 100,
    (r) => r.tourMember,
  )
}
