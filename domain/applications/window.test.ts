import { describe, expect, it } from 'vitest'
import { seoulWindow } from '../time/periods'
import { applicationWindow } from './window'

const { opensAt, closesAt } = seoulWindow('2026-05-04', '2026-05-08')
const facts = { opensAt, closesAt, gameStatus: 1 }

describe('applicationWindow', () => {
  it('opens at 10:00:00 Seoul on the start date, to the second', () => {
    expect(applicationWindow(facts, '2026-05-04T00:59:59Z')).toBe('planned')
    expect(applicationWindow(facts, '2026-05-04T01:00:00Z')).toBe('open')
  })

  it('closes at 16:00:00 Seoul on the closing date', () => {
    expect(applicationWindow(facts, '2026-05-08T06:59:59Z')).toBe('open')
    expect(applicationWindow(facts, '2026-05-08T07:00:00Z')).toBe('ended')
  })

  it('ends early when registration is closed (status 4), the event started or it was cancelled', () => {
    for (const gameStatus of [2, 3, 4, 9]) {
      expect(applicationWindow({ ...facts, gameStatus }, '2026-05-05T03:00:00Z')).toBe('ended')
    }
  })

  it('is null for a tournament that takes no applications', () => {
    expect(applicationWindow({ opensAt: null, closesAt: null, gameStatus: 1 }, '2026-05-05T03:00:00Z')).toBeNull()
  })
})
