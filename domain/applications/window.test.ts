import { describe, expect, it } from 'vitest'
import { seoulWindow } from '../time/periods'
import { applicationWindow, byApplicationUrgency } from './window'

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

describe('byApplicationUrgency', () => {
  const w = (window: 'open' | 'planned' | 'ended' | null, opensAt: string, closesAt: string) => ({
    window,
    opensAt,
    closesAt,
  })
  it('puts the open windows closing soonest first, then planned by opening, then ended most recent first', () => {
    const list = [
      w('ended', '2026-09-01T01:00:00Z', '2026-09-10T07:00:00Z'),
      w('planned', '2026-12-05T01:00:00Z', '2026-12-20T07:00:00Z'),
      w('open', '2026-11-01T01:00:00Z', '2026-12-07T07:00:00Z'),
      w('ended', '2026-10-01T01:00:00Z', '2026-11-20T07:00:00Z'),
      w('planned', '2026-11-30T01:00:00Z', '2026-12-28T07:00:00Z'),
      w('open', '2026-11-20T01:00:00Z', '2026-11-29T07:00:00Z'),
    ]
    const sorted = [...list].sort(byApplicationUrgency).map((x) => `${x.window} ${x.closesAt.slice(0, 10)}`)
    expect(sorted).toEqual([
      'open 2026-11-29',
      'open 2026-12-07',
      'planned 2026-12-28',
      'planned 2026-12-20',
      'ended 2026-11-20',
      'ended 2026-09-10',
    ])
  })
})
