import { describe, expect, it } from 'vitest'
import { eligibilityRefusal } from './eligibility'

const tour = (tourId: number, stageType: Parameters<typeof eligibilityRefusal>[0]['stageType'] = null) => ({
  tourId,
  stageType,
  startDate: '2026-06-10',
})
const member = (membershipType: Parameters<typeof eligibilityRefusal>[1]['membershipType'], more = {}) => ({
  membershipType,
  birthDate: '1980-01-01',
  passedTryout: false,
  ...more,
})

describe('eligibilityRefusal', () => {
  it('keeps the Korean Tour to tour pros and the Challenge Tour to regular members', () => {
    expect(eligibilityRefusal(tour(11), member('tour_pro'))).toBeNull()
    expect(eligibilityRefusal(tour(11), member('playing_pro'))).toBe('class')
    expect(eligibilityRefusal(tour(12), member('playing_pro'))).toBeNull()
    expect(eligibilityRefusal(tour(12), member('semi_pro'))).toBe('class')
  })

  it('refuses a web member first', () => {
    expect(eligibilityRefusal(tour(99), member(null))).toBe('not_member')
  })

  it('takes members of 50 on the first day into the Champions Tour, not a day before', () => {
    expect(eligibilityRefusal(tour(13), member('playing_pro', { birthDate: '1976-06-10' }))).toBeNull()
    expect(eligibilityRefusal(tour(13), member('playing_pro', { birthDate: '1976-06-11' }))).toBe('age')
    expect(eligibilityRefusal(tour(13), member('playing_pro', { birthDate: null }))).toBe('age')
  })

  it('sends associates to the pro trials and playing pros to the tour pro trials', () => {
    expect(eligibilityRefusal(tour(54, 'pro_trials'), member('semi_pro'))).toBeNull()
    expect(eligibilityRefusal(tour(54, 'pro_trials'), member('playing_pro'))).toBe('class')
    expect(eligibilityRefusal(tour(54, 'tour_pro_trials'), member('playing_pro'))).toBeNull()
    expect(eligibilityRefusal(tour(54, 'tour_pro_trials'), member('tour_pro'))).toBe('class')
  })

  it('lets only those who passed a tryout into the finals', () => {
    expect(eligibilityRefusal(tour(54, 'finals'), member('semi_pro'))).toBe('not_qualified')
    expect(eligibilityRefusal(tour(54, 'finals'), member('semi_pro', { passedTryout: true }))).toBeNull()
  })

  it('takes every member type into other tournaments', () => {
    for (const type of ['tour_pro', 'playing_pro', 'semi_pro', 'teaching_pro'] as const) {
      expect(eligibilityRefusal(tour(61), member(type))).toBeNull()
    }
  })
})
