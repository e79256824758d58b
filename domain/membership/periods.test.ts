import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../time'
import { nextPeriod, owedPeriods, periodAmount, periodNamed, periodOf } from './periods'

const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1970-01-01', n))

describe('dues periods (SD-3)', () => {
  it('names the half-years and their first and last days', () => {
    expect(periodOf('2026-06-30')).toEqual({ name: '2026-1', startsOn: '2026-01-01', endsOn: '2026-06-30' })
    expect(periodOf('2026-07-01')).toEqual({ name: '2026-2', startsOn: '2026-07-01', endsOn: '2026-12-31' })
    expect(periodNamed('2026-2').startsOn).toBe('2026-07-01')
    expect(nextPeriod(periodNamed('2026-2')).name).toBe('2027-1')
  })

  it('bills 150,000 won to a tour pro and 120,000 to a pro, nothing to the other classes', () => {
    expect(periodAmount('TP')).toBe(150_000)
    expect(periodAmount('PR')).toBe(120_000)
    expect(periodAmount('AMA')).toBeNull()
    expect(periodAmount('PR_O1')).toBeNull()
  })

  it('owes a period from its first day, not the day before (31 December to 1 January)', () => {
    expect(owedPeriods('2024-01-01', '2025-12-31', null).map((p) => p.name)).toEqual([
      '2024-1',
      '2024-2',
      '2025-1',
      '2025-2',
    ])
    expect(owedPeriods('2024-01-01', '2026-01-01', null).at(-1)?.name).toBe('2026-1')
  })

  it('starts billing with the first whole half-year after the enrollment day', () => {
    expect(owedPeriods('2024-01-02', '2024-07-01', null).map((p) => p.name)).toEqual(['2024-2'])
    expect(owedPeriods('2024-06-30', '2024-06-30', null)).toEqual([])
    expect(owedPeriods('2024-07-01', '2024-07-01', null).map((p) => p.name)).toEqual(['2024-2'])
  })

  it('bills no period starting on or after the day dues end', () => {
    expect(owedPeriods('2024-01-01', '2030-01-01', '2025-07-01').map((p) => p.name)).toEqual([
      '2024-1',
      '2024-2',
      '2025-1',
    ])
    expect(owedPeriods('2024-01-01', '2030-01-01', '2025-07-02').at(-1)?.name).toBe('2025-2')
  })

  it('over generated days: consecutive, each started by today, each containing its days', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 4000 }), (from, span) => {
        const today = addDays(from, span)
        const owed = owedPeriods(from, today, null)
        for (const [i, p] of owed.entries()) {
          expect(p.startsOn >= from && p.startsOn <= today).toBe(true)
          expect(periodOf(p.endsOn).name).toBe(p.name)
          if (i > 0) expect(addDays(owed[i - 1]!.endsOn, 1)).toBe(p.startsOn)
        }
        // The next period after the last one owed has not started yet.
        const after = owed.length ? nextPeriod(owed.at(-1)!) : periodOf(from)
        if (owed.length) expect(after.startsOn > today).toBe(true)
      }),
    )
  })
})
