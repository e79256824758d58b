import { describe, expect, it } from 'vitest'
import { gameHref } from './format'
import { seoulDateTime } from '@domain/time'

describe('event formatting', () => {
  it('shows deadlines on the Seoul clock', () => {
    expect(seoulDateTime('2026-06-15T22:00:00.000Z')).toBe('2026-06-16 07:00')
  })
  it('links the tournament page', () => {
    expect(gameHref(11, 5)).toBe('/tours/game/game?tourId=11&gameId=5&type=leaderboard')
  })
})
