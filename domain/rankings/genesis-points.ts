/**
 * Genesis points: the main tour's season race (docs/requirements/tours-and-records.md#tr-20: winner points 1,300,
 * 1,200, 1,000 or 800; 61st or lower get 5; ties share equally). The sharing and rounding rules are in ./points-award.
 */
import type { FinalResult } from './final-result'
import { awardByPlace, type PointsAward } from './points-award'

/**
 * The association grades each tournament when it sets the schedule; the grade is stored with the
 * game. 'major' is for the majors (association championship and the title sponsor's championship),
 * then A, B, C in decreasing order of status (usually purse).
 */
export type GenesisGrade = 'major' | 'A' | 'B' | 'C'

export interface GenesisGradeInfo {
  grade: GenesisGrade
  /** The winner's points, which is also what the tournament page shows as its "total Genesis points". */
  winnerPoints: number
  ko: string
  en: string
}

/**
 * Winner points by grade: the four values of docs/requirements/tours-and-records.md#tr-20, 1,300 / 1,200 / 1,000 / 800.
 */
export const GENESIS_GRADES: Readonly<Record<GenesisGrade, GenesisGradeInfo>> = {
  major: { grade: 'major', winnerPoints: 1300, ko: '메이저', en: 'Major' },
  A: { grade: 'A', winnerPoints: 1200, ko: 'A등급', en: 'Grade A' },
  B: { grade: 'B', winnerPoints: 1000, ko: 'B등급', en: 'Grade B' },
  C: { grade: 'C', winnerPoints: 800, ko: 'C등급', en: 'Grade C' },
}

/**
 * Share of the winner's points for places 1..60, in basis points (1/100 of a percent): 2nd half of
 * the winner, then a smooth decline to 1.1% at 60th, so 60th (8.8 to 14.3 points) still earns more
 * than the flat 5 for 61st and lower. The requirements give only the winner points and the 5-point floor;
 * the curve is ours, modelled on the KPGA Genesis table.
 */
export const GENESIS_SHARES_BP: readonly number[] = [
  10000,
  5000,
  3500,
  2600,
  2100,
  1850,
  1650,
  1500,
  1380,
  1280, // 1-10
  1190,
  1110,
  1040,
  980,
  925,
  875,
  830,
  790,
  755,
  720, // 11-20
  690,
  660,
  635,
  610,
  585,
  560,
  540,
  520,
  500,
  480, // 21-30
  462,
  444,
  427,
  410,
  394,
  378,
  363,
  348,
  334,
  320, // 31-40
  307,
  294,
  281,
  269,
  257,
  245,
  234,
  223,
  212,
  202, // 41-50
  192,
  182,
  172,
  163,
  154,
  145,
  136,
  127,
  118,
  110, // 51-60
]

/**
 * Flat points for every finisher placed below the table: 61st or lower (docs/requirements/tours-and-records.md#tr-20).
 */
export const GENESIS_POINTS_BELOW_TABLE = 5

/** Points of one place (before tie sharing), in points with up to 2 decimals. */
export function genesisPointsForPlace(place: number, grade: GenesisGrade): number {
  return genesisHundredths(place, grade) / 100
}

function genesisHundredths(place: number, grade: GenesisGrade): number {
  const share = GENESIS_SHARES_BP[place - 1]
  if (share === undefined) return GENESIS_POINTS_BELOW_TABLE * 100
  // winnerPoints × share / 10 000 points = winnerPoints × share / 100 hundredths: exact integers here.
  return Math.round((GENESIS_GRADES[grade].winnerPoints * share) / 100)
}

export interface GenesisResult extends FinalResult {
  /** Members of the tour only: invited players, amateurs and other tours' players earn no points. */
  tourMember: boolean
}

/**
 * Points for each result, in input order. MC, WD, RTD, DQ, DNS and non-members get 0; non-members'
 * places are not reassigned (see ./points-award).
 */
export function awardGenesisPoints(results: readonly GenesisResult[], grade: GenesisGrade): PointsAward[] {
  return awardByPlace(
    results,
    (place) => genesisHundredths(place, grade),
    (r) => r.tourMember,
  )
}
