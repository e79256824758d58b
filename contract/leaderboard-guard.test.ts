import { describe, expect, it } from 'vitest'
import { isLeaderboard, isLeaderboardSincePatch } from './leaderboard-guard'
import { leaderboardSchema, type LeaderboardDto, type LeaderboardRowDto } from './leaderboard'
import { leaderboardSincePatchSchema } from './live-scores'

const row = (
  playerId: number,
  name: string,
  position: string,
  toPar: number | null,
  thru: string | null = 'F',
): LeaderboardRowDto => ({
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
})
const STATE = {
  status: 2,
  currentRound: 1,
  finished: false,
  cut: { afterRound: 2, top: 60, line: 1, projected: true },
  playoffHoles: null,
  suspension: null,
} as const
const board = (version: number, rows: LeaderboardRowDto[]): LeaderboardDto => ({ gameId: 7, version, ...STATE, rows })

const whole = board(3, [row(1, '김하늘', '1', -5), row(2, '박도윤', 'T2', null, '08:30')])
const patch = {
  kind: 'patch',
  gameId: 7,
  from: 3,
  to: 4,
  board: STATE,
  rows: [{ playerId: 2, toPar: -1, thru: '1' }],
  at: [1],
  size: 2,
}

describe('light leaderboard guard', () => {
  it('accepts what the zod schemas accept', () => {
    expect(leaderboardSchema.safeParse(whole).success).toBe(true)
    expect(isLeaderboard(whole)).toBe(true)
    expect(leaderboardSincePatchSchema.safeParse(patch).success).toBe(true)
    expect(isLeaderboardSincePatch(patch)).toBe(true)
    expect(isLeaderboardSincePatch({ ...patch, board: undefined })).toBe(true)
  })

  it('refuses an error page, a truncated board and rows of the wrong shape', () => {
    expect(isLeaderboard(null)).toBe(false)
    expect(isLeaderboard({ code: 'NOT_FOUND', message: 'no such game' })).toBe(false)
    expect(isLeaderboard({ ...whole, rows: undefined })).toBe(false)
    expect(isLeaderboard({ ...whole, rows: [{ ...whole.rows[0], toPar: '-5' }] })).toBe(false)
    expect(isLeaderboard({ ...whole, status: 7 })).toBe(false)
    // A patch is not a board, and a board is not a patch.
    expect(isLeaderboard(patch)).toBe(false)
    expect(isLeaderboardSincePatch(whole)).toBe(false)
    expect(isLeaderboardSincePatch({ ...patch, at: [] })).toBe(false)
    expect(isLeaderboardSincePatch({ ...patch, rows: [{ toPar: 1 }] })).toBe(false)
  })
})
