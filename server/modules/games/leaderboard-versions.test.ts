import type { LeaderboardRow } from '@domain/scoring/types'
import { describe, expect, it } from 'vitest'
import { withNumericIds } from './leaderboard-versions'

const row = (playerId: unknown) => ({ playerId, name: '김하늘', position: '1' }) as unknown as LeaderboardRow
const meta = { currentRound: 2, finished: false, cut: null, playoffHoles: null }

describe('a stored version read back', () => {
  it('answers players.id as numbers for a version stored when rows carried them as text (decision 0049)', () => {
    const old = { version: 7, rows: [row('76'), row('5')], meta }
    expect(withNumericIds(old).rows.map((r) => r.playerId)).toEqual([76, 5])
    expect(withNumericIds(old).rows[0]).toMatchObject({ name: '김하늘', position: '1' })
  })

  it('keeps a version stored with numbers as it is', () => {
    const stored = { version: 8, rows: [row(76)], meta }
    expect(withNumericIds(stored)).toBe(stored)
  })
})
