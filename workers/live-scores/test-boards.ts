/** Boards for the live-scores tests (worker and page). Imported by *.test.ts only. */
import type { LeaderboardDto, LeaderboardRowDto } from '@contract/leaderboard'

export function row(
  playerId: number,
  name: string,
  position: string,
  toPar: number | null,
  thru: string | null = 'F',
): LeaderboardRowDto {
  return {
    playerId,
    externalId: null,
    name,
    country: 'KOR',
    amateur: false,
    position,
    rank: Number.parseInt(position.replace('T', ''), 10) || null,
    status: 'active',
    total: toPar === null ? null : 72 + toPar,
    toPar,
    today: toPar,
    thru,
    startHole: 1,
    rounds: [{ round: 1, strokes: toPar === null ? null : 72 + toPar, toPar }],
    playoff: null,
  }
}

export function board(version: number, rows: LeaderboardRowDto[], gameId = 7): LeaderboardDto {
  return {
    gameId,
    version,
    status: 2,
    currentRound: 1,
    finished: false,
    cut: null,
    playoffHoles: null,
    suspension: null,
    rows,
  }
}

export const STATE = {
  status: 2,
  currentRound: 1,
  finished: false,
  cut: null,
  playoffHoles: null,
  suspension: null,
} as const
