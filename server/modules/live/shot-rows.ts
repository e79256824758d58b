import { ERROR_CODES, FIELD_ERRORS, type FieldError } from '@contract/errors'
import type { LiveScoreInput } from '@contract/live-scores'
import { BALL_LOCATIONS } from '@domain/codes/ball-location'
import type { PlanePoint } from '../../db/schema/course'
import type { ShotRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

type LiveShot = NonNullable<LiveScoreInput['shots']>[number]

/** The ball-location code of a holed ball (domain/codes/ball-location.ts): the result of the last shot. */
export const HOLED_LIE = BALL_LOCATIONS.findIndex((l) => l.lie === 'holed')

const round1 = (n: number) => Math.round(n * 10) / 10

/**
 * Refuses shots that cannot belong to a hole of `strokes` strokes: shot numbers must strictly
 * increase (a penalty stroke leaves a gap), the last one cannot exceed the strokes, and no ball is
 * played from the hole. Field keys follow the input (`shots.2.shotNumber`).
 */
export function checkShots(shots: readonly LiveShot[], strokes: number): void {
  const fields: Record<string, FieldError> = {}
  const problems: string[] = []
  shots.forEach((shot, i) => {
    const previous = shots[i - 1]
    if (previous && shot.shotNumber <= previous.shotNumber) {
      fields[`shots.${i}.shotNumber`] = FIELD_ERRORS.INVALID_VALUE
      problems.push(`shot ${i + 1} is numbered ${shot.shotNumber} after ${previous.shotNumber}`)
    }
    if (shot.shotNumber > strokes) {
      fields[`shots.${i}.shotNumber`] ??= FIELD_ERRORS.TOO_BIG
      problems.push(`shot number ${shot.shotNumber} exceeds the ${strokes} strokes of the hole`)
    }
    if (shot.lie === HOLED_LIE) {
      fields[`shots.${i}.lie`] = FIELD_ERRORS.INVALID_VALUE
      problems.push(`shot ${i + 1} is played from the hole (lie ${HOLED_LIE})`)
    }
  })
  if (problems.length > 0)
    throw httpError(400, ERROR_CODES.VALIDATION, `Shots are not valid (${problems.join('; ')})`, fields)
}

/**
 * The `shots` rows of one hole: each shot ends where the next one is played from, with the next
 * one's lie; the last ends holed at `pin` (the green centre when no pin position is known). A
 * missing distance is the straight line travelled; a missing club is stored as '' (unknown).
 */
export function shotRows(
  key: Pick<ShotRow, 'entryId' | 'round' | 'hole' | 'tournamentId'>,
  shots: readonly LiveShot[],
  pin: PlanePoint,
): ShotRow[] {
  return shots.map((shot, i) => {
    const next = shots[i + 1]
    const to: PlanePoint = next ? [next.x, next.y] : pin
    return {
      ...key,
      shotNo: shot.shotNumber,
      x: shot.x,
      y: shot.y,
      toX: to[0],
      toY: to[1],
      lie: shot.lie,
      resultLie: next ? next.lie : HOLED_LIE,
      club: shot.club ?? '',
      distanceM: shot.distance ?? round1(Math.hypot(to[0] - shot.x, to[1] - shot.y)),
    }
  })
}
