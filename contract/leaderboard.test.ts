import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import { entry, round, rounds, tournament } from '@domain/scoring/test-fixtures'
import {
  leaderboardPatchSchema,
  leaderboardRowPatchSchema,
  leaderboardRowSchema,
  leaderboardSchema,
  leaderboardSnapshotSchema,
} from './leaderboard'

const board = computeLeaderboard(
  tournament(
    [
      entry('a', [...rounds(-2, -1), round(3, 1, { holes: 9, startHole: 10 })]),
      entry('b', rounds(4, 4)),
      entry('w', [round(1, 2, { holes: 5 })], { status: 'WD' }),
    ],
    { currentRound: 3, cut: { afterRound: 2, top: 1, ties: true } },
  ),
)

describe('leaderboard contract', () => {
  it('accepts what the scoring engine computes, with a version and the game status', () => {
    const parsed = leaderboardSchema.parse({ ...board, version: 7, status: 2, suspension: null })
    expect(parsed.rows.map((r) => `${r.position} ${r.thru}`)).toEqual(['1 9*', 'MC null', 'WD null'])
    expect(parsed.cut).toEqual({ afterRound: 2, top: 1, line: -3, projected: false })
  })

  it('refuses an unknown game status and a negative version', () => {
    expect(leaderboardSchema.safeParse({ ...board, version: 7, status: 5, suspension: null }).success).toBe(false)
    expect(leaderboardSchema.safeParse({ ...board, version: -1, status: 2, suspension: null }).success).toBe(false)
  })

  it('carries patches forward only, and snapshots at one version', () => {
    const rows = board.rows.slice(0, 1)
    const state = {
      status: 2,
      currentRound: 1,
      finished: false,
      cut: null,
      playoffHoles: null,
      suspension: null,
    } as const
    expect(
      leaderboardPatchSchema.safeParse({ gameId: 1, from: 3, to: 4, board: state, rows, at: [0], size: 3 }).success,
    ).toBe(true)
    expect(
      leaderboardPatchSchema.safeParse({ gameId: 1, from: 4, to: 4, board: state, rows, at: [0], size: 3 }).success,
    ).toBe(false)
    expect(leaderboardPatchSchema.safeParse({ gameId: 1, from: 3, to: 4, rows }).success).toBe(false)
    expect(
      leaderboardSnapshotSchema.parse({ gameId: 1, version: 4, board: state, rows: board.rows }).rows,
    ).toHaveLength(3)
  })

  it('patches rows with their changed fields only, and the board-wide fields only when they changed', () => {
    const moved = { playerId: board.rows[0]!.playerId, position: 'T2', rank: 2 }
    expect(
      leaderboardPatchSchema.safeParse({
        gameId: 1,
        from: 3,
        to: 4,
        rows: [moved, { playerId: 99 }],
        at: [0, 1],
        size: 3,
      }).success,
    ).toBe(true)
    expect(
      leaderboardPatchSchema.safeParse({ gameId: 1, from: 3, to: 4, rows: [{ position: 'T2' }], at: [0], size: 3 })
        .success,
    ).toBe(false)
    expect(
      leaderboardPatchSchema.safeParse({
        gameId: 1,
        from: 3,
        to: 4,
        rows: [{ playerId: 99, rank: 0 }],
        at: [0],
        size: 3,
      }).success,
    ).toBe(false)
    // Snapshots stay whole.
    expect(leaderboardSnapshotSchema.safeParse({ gameId: 1, version: 4, rows: board.rows }).success).toBe(false)
    expect(
      leaderboardSnapshotSchema.safeParse({ gameId: 1, version: 4, board: { status: 2 }, rows: [moved] }).success,
    ).toBe(false)
  })

  it('names the OpenAPI components', () => {
    expect(leaderboardSchema.meta()?.id).toBe('Leaderboard')
    expect(leaderboardRowSchema.meta()?.id).toBe('LeaderboardRow')
    expect(leaderboardPatchSchema.meta()?.id).toBe('LeaderboardPatch')
    expect(leaderboardSnapshotSchema.meta()?.id).toBe('LeaderboardSnapshot')
    expect(leaderboardRowPatchSchema.meta()?.id).toBe('LeaderboardRowPatch')
    expect(() => z.toJSONSchema(leaderboardPatchSchema)).not.toThrow()
    expect(() => z.toJSONSchema(leaderboardSchema)).not.toThrow()
  })
})
