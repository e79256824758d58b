import { describe, expect, it } from 'vitest'
import { ownDeathAmount, proposedAmount } from './amounts'

const ask = (occasion: Parameters<typeof proposedAmount>[0]['occasion'], relationship: string, years = 5) =>
  proposedAmount({ type: 'condolence_pay', occasion, relationship: relationship as never, membershipYears: years })

describe('welfare amounts (MY-9)', () => {
  it('pays the own death by whole years of membership at the boundaries 10 and 20', () => {
    expect(ownDeathAmount(0)).toBe(1_000_000)
    expect(ownDeathAmount(9)).toBe(1_000_000)
    expect(ownDeathAmount(10)).toBe(2_000_000)
    expect(ownDeathAmount(19)).toBe(2_000_000)
    expect(ownDeathAmount(20)).toBe(3_000_000)
    expect(ask('death', 'applicant', 31)).toBe(3_000_000)
  })

  it('pays 300,000 for the death of a parent, parent-in-law, spouse or child and nothing for grandparents', () => {
    for (const r of ['father', 'mother', 'father_in_law', 'mother_in_law', 'spouse', 'children'])
      expect(ask('death', r)).toBe(300_000)
    expect(ask('death', 'grandparents')).toBe(0)
    expect(ask('death', 'maternal_grandparents')).toBe(0)
  })

  it('pays 200,000 for a marriage of the member or a child, a 70th birthday and a business opening', () => {
    expect(ask('marriage', 'applicant')).toBe(200_000)
    expect(ask('marriage', 'children')).toBe(200_000)
    expect(ask('marriage', 'father')).toBe(0)
    expect(ask('seventieth_birthday', 'mother')).toBe(200_000)
    expect(ask('seventieth_birthday', 'applicant')).toBe(200_000)
    expect(ask('seventieth_birthday', 'spouse')).toBe(0)
    expect(ask('business_opening', 'applicant')).toBe(200_000)
    expect(ask('business_opening', 'spouse')).toBe(0)
  })

  it('leaves in-kind, scholarship and pension types to the secretariat', () => {
    for (const type of ['text_service', 'funeral_supplies', 'scholarship', 'welfare_pension', 'bereaved_pension'])
      expect(
        proposedAmount({ type: type as never, occasion: 'death', relationship: 'father', membershipYears: 3 }),
      ).toBeNull()
  })
})
