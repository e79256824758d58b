import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MEMBER_ACTIONS, REFUSAL_REASONS } from '@contract/membership'
import { may, REFUSED_BY } from './may'
import type { StandingSnapshot } from './snapshot'

const paidUp: StandingSnapshot = {
  associationMember: true,
  memberClass: 'TP',
  standing: 'active',
  unpaidDuesPeriods: 0,
  entranceFeeUnpaid: false,
  restrictingDiscipline: false,
  restrictedQualification: false,
  introEducationIncomplete: false,
  firstEnrolledOn: '2015-03-01',
  today: '2026-11-26',
}
const refusal = (s: StandingSnapshot | null, action: (typeof MEMBER_ACTIONS)[number]) => {
  const p = may(s, action)
  return p.allowed ? 'allowed' : `${p.reason} ${p.code}`
}

describe('may (SD-9, MY-6)', () => {
  it('lets a paid-up member in good standing do everything', () => {
    for (const action of MEMBER_ACTIONS) expect(may(paidUp, action)).toEqual({ allowed: true })
  })

  it('refuses everything to nobody and to web members, with the members-only code', () => {
    for (const action of MEMBER_ACTIONS) {
      expect(refusal(null, action)).toBe('not_logged_in LOGIN_REQUIRED')
      expect(refusal({ ...paidUp, associationMember: false }, action)).toBe('not_member MEMBERS_ONLY')
    }
  })

  it('says unpaid dues or entrance fee block posting and applying', () => {
    const unpaid = { ...paidUp, unpaidDuesPeriods: 1 }
    expect(refusal(unpaid, 'post')).toBe('unpaid_dues STANDING_UNPAID')
    expect(refusal(unpaid, 'apply_tournament')).toBe('unpaid_dues STANDING_UNPAID')
    expect(refusal(unpaid, 'apply_education')).toBe('unpaid_dues STANDING_UNPAID')
    expect(refusal(unpaid, 'get_certificate')).toBe('unpaid_dues STANDING_UNPAID')
    expect(refusal(unpaid, 'buy_member_ticket')).toBe('allowed')
    expect(refusal(unpaid, 'apply_welfare')).toBe('allowed')
    const fee = { ...paidUp, entranceFeeUnpaid: true }
    expect(refusal(fee, 'apply_tournament')).toBe('unpaid_entrance_fee STANDING_UNPAID')
    // Education needs the dues paid, not the entrance fee (SD-9).
    expect(refusal(fee, 'apply_education')).toBe('allowed')
  })

  it('says a restricting discipline blocks posting, applying and certificates, not tickets', () => {
    const disciplined = { ...paidUp, restrictingDiscipline: true, unpaidDuesPeriods: 2 }
    expect(refusal(disciplined, 'post')).toBe('discipline STANDING_DISCIPLINE')
    expect(refusal(disciplined, 'get_certificate')).toBe('discipline STANDING_DISCIPLINE')
    expect(refusal(disciplined, 'buy_member_ticket')).toBe('allowed')
  })

  it('refuses restricted qualifications only posting', () => {
    const restricted = { ...paidUp, restrictedQualification: true }
    expect(refusal(restricted, 'post')).toBe('restricted_qualification FORBIDDEN')
    expect(refusal(restricted, 'apply_tournament')).toBe('allowed')
  })

  it('answers the most serious reason first: expelled before suspended before money', () => {
    const all = { ...paidUp, standing: 'expelled' as const, unpaidDuesPeriods: 12, restrictingDiscipline: true }
    expect(refusal(all, 'post')).toBe('expelled FORBIDDEN')
    expect(refusal({ ...all, standing: 'suspended' }, 'post')).toBe('suspended FORBIDDEN')
    expect(refusal({ ...all, standing: 'suspended' }, 'buy_member_ticket')).toBe('suspended FORBIDDEN')
    expect(refusal({ ...all, standing: 'suspended' }, 'apply_welfare')).toBe('suspended FORBIDDEN')
    expect(refusal({ ...all, standing: 'reinstated' }, 'post')).toBe('discipline STANDING_DISCIPLINE')
  })

  it('refuses certificates while the introductory education is incomplete (MY-6)', () => {
    const incomplete = { ...paidUp, introEducationIncomplete: true }
    expect(refusal(incomplete, 'get_certificate')).toBe('education_incomplete FORBIDDEN')
    expect(refusal(incomplete, 'post')).toBe('allowed')
  })

  it('gives the experience certificate from the third anniversary of enrollment, not the day before', () => {
    const recent = { ...paidUp, firstEnrolledOn: '2023-11-26' }
    expect(refusal({ ...recent, today: '2026-11-25' }, 'get_experience_certificate')).toBe('too_recent FORBIDDEN')
    expect(refusal({ ...recent, today: '2026-11-26' }, 'get_experience_certificate')).toBe('allowed')
    expect(refusal({ ...recent, today: '2026-11-25' }, 'get_certificate')).toBe('allowed')
    const newYear = { ...paidUp, firstEnrolledOn: '2024-01-01' }
    expect(refusal({ ...newYear, today: '2026-12-31' }, 'get_experience_certificate')).toBe('too_recent FORBIDDEN')
    expect(refusal({ ...newYear, today: '2027-01-01' }, 'get_experience_certificate')).toBe('allowed')
  })

  it('over generated snapshots: refused exactly when a ground of the action holds, and by the first', () => {
    const snapshot = fc.record({
      associationMember: fc.boolean(),
      memberClass: fc.constantFrom('TP', 'PR', null),
      standing: fc.constantFrom('active', 'suspended', 'expelled', 'reinstated' as const),
      unpaidDuesPeriods: fc.integer({ min: 0, max: 12 }),
      entranceFeeUnpaid: fc.boolean(),
      restrictingDiscipline: fc.boolean(),
      restrictedQualification: fc.boolean(),
      introEducationIncomplete: fc.boolean(),
      firstEnrolledOn: fc.constantFrom('2010-01-01', '2026-01-01', null),
      today: fc.constant('2026-11-26'),
    })
    fc.assert(
      fc.property(snapshot, fc.constantFrom(...MEMBER_ACTIONS), (s, action) => {
        const holding: Record<string, boolean> = {
          not_member: !s.associationMember,
          expelled: s.standing === 'expelled',
          suspended: s.standing === 'suspended',
          discipline: s.restrictingDiscipline,
          restricted_qualification: s.restrictedQualification,
          unpaid_entrance_fee: s.entranceFeeUnpaid,
          unpaid_dues: s.unpaidDuesPeriods > 0,
          education_incomplete: s.introEducationIncomplete,
          too_recent: s.firstEnrolledOn !== '2010-01-01',
        }
        const first = REFUSAL_REASONS.find((r) => REFUSED_BY[action].includes(r) && holding[r])
        const p = may(s, action)
        expect(p.allowed ? null : p.reason).toBe(first ?? null)
      }),
    )
  })
})
