import { describe, expect, it } from 'vitest'
import {
  isCorrectPick,
  nextDeadline,
  pickDeadline,
  predictionPhase,
  tabOfPhase,
  type PredictionTournament,
} from './prediction'

const at = (iso: string) => new Date(iso)

describe('winner prediction', () => {
  it('closes at the first tee time, or at 07:00 Seoul on the first day without a tee sheet', () => {
    expect(pickDeadline('2026-06-18', null).toISOString()).toBe('2026-06-17T22:00:00.000Z')
    const tee = at('2026-06-17T22:40:00Z')
    expect(pickDeadline('2026-06-18', tee)).toBe(tee)
  })

  it('is open only for the next tournament and only before its deadline', () => {
    const t: PredictionTournament = {
      startDate: '2026-06-18',
      endDate: '2026-06-21',
      finished: false,
      cancelled: false,
      deadline: pickDeadline('2026-06-18', null),
    }
    expect(predictionPhase(t, at('2026-06-17T21:59:59Z'), true)).toBe('open')
    expect(predictionPhase(t, at('2026-06-17T21:59:59Z'), false)).toBeNull()
    // 07:00 Seoul on the day: closed, awaiting the result.
    expect(predictionPhase(t, at('2026-06-17T22:00:00Z'), true)).toBe('closed')
    expect(predictionPhase({ ...t, cancelled: true }, at('2026-06-01T00:00:00Z'), true)).toBeNull()
  })

  it('announces the winner for two weeks after the final day (Seoul), then files it under ended', () => {
    const t: PredictionTournament = {
      startDate: '2026-06-18',
      endDate: '2026-06-21',
      finished: true,
      cancelled: false,
      deadline: pickDeadline('2026-06-18', null),
    }
    // The last moment of 5 July in Seoul is 14:59:59 UTC.
    expect(predictionPhase(t, at('2026-07-05T14:59:59Z'), false)).toBe('announced')
    expect(predictionPhase(t, at('2026-07-05T15:00:00Z'), false)).toBe('ended')
    expect(tabOfPhase('open')).toBe('ing')
    expect(tabOfPhase('closed')).toBe('ing')
    expect(tabOfPhase('announced')).toBe('event')
    expect(tabOfPhase('ended')).toBe('end')
  })

  it('finds the next deadline ahead and judges picks against every winner', () => {
    const now = at('2026-06-10T03:00:00Z')
    expect(
      nextDeadline([at('2026-06-09T22:00:00Z'), at('2026-06-24T22:00:00Z'), at('2026-06-17T22:00:00Z')], now),
    ).toBe(Date.parse('2026-06-17T22:00:00Z'))
    expect(nextDeadline([at('2026-06-09T22:00:00Z')], now)).toBeNull()
    expect(isCorrectPick(7, [7])).toBe(true)
    expect(isCorrectPick(7, [3])).toBe(false)
    expect(isCorrectPick(7, [])).toBe(false)
  })
})
