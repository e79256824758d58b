import { describe, expect, it } from 'vitest'
import {
  actionOf,
  certificateState,
  competitionKind,
  isIssueNumber,
  issueNumber,
  maskName,
  needsCompetitions,
  needsPeriod,
  validUntilOf,
} from './rules'

describe('certificate rules (MY-5, MY-6)', () => {
  it('asks competitions of records, participation and planned participation, a period of the others', () => {
    expect(['records', 'participation', 'planned'].every((t) => needsCompetitions(t as never))).toBe(true)
    expect(needsCompetitions('membership')).toBe(false)
    expect(needsPeriod('membership')).toBe(true)
    expect(needsPeriod('experience')).toBe(true)
    expect(needsPeriod('records')).toBe(false)
    expect(competitionKind('planned')).toBe('planned')
    expect(competitionKind('records')).toBe('played')
    expect(competitionKind('experience')).toBeNull()
  })

  it('sends only the experience certificate through the 3-year rule', () => {
    expect(actionOf('experience')).toBe('get_experience_certificate')
    expect(actionOf('membership')).toBe('get_certificate')
  })

  it('numbers certificates per year with six digits', () => {
    expect(issueNumber(2026, 123)).toBe('FW-2026-000123')
    expect(isIssueNumber('FW-2026-000123')).toBe(true)
    expect(isIssueNumber('FW-2026-123')).toBe(false)
  })

  it('keeps a certificate valid 90 days, its issue day included, across the year end', () => {
    expect(validUntilOf('2026-06-10')).toBe('2026-09-07')
    expect(validUntilOf('2026-12-01')).toBe('2027-02-28')
    expect(certificateState({ revoked: false, validUntil: '2026-09-07' }, '2026-09-07')).toBe('valid')
    expect(certificateState({ revoked: false, validUntil: '2026-09-07' }, '2026-09-08')).toBe('expired')
    expect(certificateState({ revoked: true, validUntil: '2026-09-07' }, '2026-06-11')).toBe('revoked')
    expect(certificateState({ revoked: true, validUntil: '2026-09-07' }, '2027-01-01')).toBe('revoked')
  })

  it('masks the middle of a name', () => {
    expect(maskName('이동료')).toBe('이*료')
    expect(maskName('남궁민수')).toBe('남**수')
    expect(maskName('김투')).toBe('김*')
    expect(maskName('Tour Kim')).toBe('T******m')
    expect(maskName('A')).toBe('*')
  })
})
