import { describe, expect, it } from 'vitest'
import { PASS_PLACES, passedStage } from './pass-line'

describe('membership selection pass line', () => {
  it('passes ranked finishes at or inside the line, ties on the line included', () => {
    expect(PASS_PLACES.tryout).toBe(30)
    expect(passedStage('tryout', { status: 'active', finishRank: 30, finishText: 'T30' })).toBe(true)
    expect(passedStage('tryout', { status: 'active', finishRank: 31, finishText: '31' })).toBe(false)
    expect(passedStage('tour_pro_trials', { status: 'active', finishRank: 10, finishText: 'T10' })).toBe(true)
    expect(passedStage('tour_pro_trials', { status: 'active', finishRank: 11, finishText: 'T11' })).toBe(false)
  })

  it('fails withdrawals, disqualifications, missed cuts and unranked entries', () => {
    expect(passedStage('finals', { status: 'WD', finishRank: null, finishText: 'WD' })).toBe(false)
    expect(passedStage('finals', { status: 'DQ', finishRank: 3, finishText: 'DQ' })).toBe(false)
    expect(passedStage('finals', { status: 'active', finishRank: 70, finishText: 'MC' })).toBe(false)
    expect(passedStage('pro_trials', { status: 'active', finishRank: null, finishText: null })).toBe(false)
  })
})
