import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

/**
 * 409 unless the game is an unfinished stroke-play game on a course (the only kind that takes hole scores).
 * A rule of the game itself: live (which writes scores) and scorers (which lists what a scorer may score) both
 * read it here, so the server modules import one way (decision 0049).
 */
export function assertTakesScores(game: TournamentRow): void {
  if (game.status === 3 || game.finished) {
    throw httpError(409, ERROR_CODES.CONFLICT, `Game ${game.id} is finished: its scores can no longer change`, {
      gameId: FIELD_ERRORS.INVALID_VALUE,
    })
  }
  if (game.format !== 'stroke' || game.courseId === null) {
    throw httpError(
      409,
      ERROR_CODES.CONFLICT,
      `Game ${game.id} is not a stroke-play game with a course: it takes no hole scores`,
      { gameId: FIELD_ERRORS.INVALID_VALUE },
    )
  }
}
