import { describe, expect, it } from 'vitest'
import { draftErrors, emptyDraft, requestOf } from './request-state'

describe('the certificate request form rules', () => {
  const filled = { ...emptyDraft('2026-06-10'), purpose: '은행 제출', submitTo: '국민은행', periodFrom: '2020-01-01' }

  it('accepts a complete membership confirmation and sends only its parts', () => {
    expect(draftErrors(filled)).toEqual({})
    expect(requestOf({ ...filled, competitionIds: [3] })).toEqual({
      type: 'membership',
      competitionIds: [],
      purpose: '은행 제출',
      submitTo: '국민은행',
      periodFrom: '2020-01-01',
      periodTo: '2026-06-10',
    })
  })

  it('asks 1 to 5 tournaments of a records certificate', () => {
    const records = { ...filled, type: 'records' as const }
    expect(Object.keys(draftErrors(records))).toEqual(['competitionIds'])
    expect(draftErrors({ ...records, competitionIds: [1, 2, 3, 4, 5] })).toEqual({})
    expect(Object.keys(draftErrors({ ...records, competitionIds: [1, 2, 3, 4, 5, 6] }))).toEqual(['competitionIds'])
    expect(requestOf({ ...records, competitionIds: [1] })).not.toHaveProperty('periodFrom')
  })

  it('refuses a blank purpose and a period that ends before it starts', () => {
    const errors = draftErrors({ ...filled, purpose: '  ', periodFrom: '2027-01-01' })
    expect(Object.keys(errors).sort()).toEqual(['periodTo', 'purpose'])
  })
})
