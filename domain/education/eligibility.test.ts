import { describe, expect, it } from 'vitest'
import { educationEligibility, type EligibilityEvent } from './eligibility'

const open: EligibilityEvent = {
  status: 'applying',
  eligibleTypes: ['tour_pro', 'playing_pro'],
  duesRequired: true,
  capacity: 30,
  applicants: 12,
}
const tourPro = { membershipType: 'tour_pro', duesPaid: true }

describe('education eligibility', () => {
  it('lets a member of a named type with paid dues apply while places are left', () => {
    expect(educationEligibility(open, tourPro)).toEqual({ meetsConditions: true, canApplyNow: true, reasons: [] })
  })

  it('refuses unpaid dues unless the event waives them', () => {
    const unpaid = { membershipType: 'playing_pro', duesPaid: false }
    expect(educationEligibility(open, unpaid)).toEqual({
      meetsConditions: false,
      canApplyNow: false,
      reasons: ['DUES_UNPAID'],
    })
    expect(educationEligibility({ ...open, duesRequired: false }, unpaid).canApplyNow).toBe(true)
  })

  it('names the membership first, then the moment', () => {
    expect(
      educationEligibility({ ...open, status: 'planned' }, { membershipType: 'teaching_pro', duesPaid: false }).reasons,
    ).toEqual(['MEMBERSHIP_TYPE', 'DUES_UNPAID', 'NOT_OPEN_YET'])
    expect(
      educationEligibility({ ...open, status: 'finished' }, { membershipType: null, duesPaid: false }).reasons,
    ).toEqual(['NOT_ASSOCIATION_MEMBER', 'APPLICATION_ENDED'])
  })

  it('says full only while applications are open, and a met condition stays met', () => {
    const full = { ...open, applicants: 30 }
    expect(educationEligibility(full, tourPro)).toEqual({
      meetsConditions: true,
      canApplyNow: false,
      reasons: ['FULL'],
    })
    expect(educationEligibility({ ...full, status: 'closed' }, tourPro).reasons).toEqual(['APPLICATION_ENDED'])
  })
})
