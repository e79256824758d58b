import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STANDINGS } from '@contract/membership'
import { addDays } from '../time'
import { arrearsDates, arrearsYears, standingByArrears } from './arrears'

describe('arrears (SD-6)', () => {
  it('counts whole years from the oldest unpaid period, complete on its anniversary', () => {
    expect(arrearsYears('2023-01-01', '2025-12-31')).toBe(2)
    expect(arrearsYears('2023-01-01', '2026-01-01')).toBe(3)
    expect(arrearsYears(null, '2026-01-01')).toBe(0)
    expect(arrearsDates('2021-07-01')).toEqual({ suspensionOn: '2024-07-01', expulsionOn: '2026-07-01' })
  })

  it('suspends at 3 years and not at 2, expels at 5 and not at 4', () => {
    expect(standingByArrears('active', 2)).toBeNull()
    expect(standingByArrears('active', 3)).toEqual({ to: 'suspended', cause: 'arrears_suspension' })
    expect(standingByArrears('reinstated', 4)).toEqual({ to: 'suspended', cause: 'arrears_suspension' })
    expect(standingByArrears('suspended', 4)).toBeNull()
    expect(standingByArrears('suspended', 5)).toEqual({ to: 'expelled', cause: 'arrears_expulsion' })
    expect(standingByArrears('active', 7)).toEqual({ to: 'expelled', cause: 'arrears_expulsion' })
  })

  it('lifts a suspension once the arrears are paid, never an expulsion', () => {
    expect(standingByArrears('suspended', 0)).toEqual({ to: 'active', cause: 'arrears_paid' })
    expect(standingByArrears('suspended', 2)).toEqual({ to: 'active', cause: 'arrears_paid' })
    expect(standingByArrears('expelled', 0)).toBeNull()
  })

  it('over generated days: the standing changes exactly on the anniversaries', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('1990-01-01', n))
    fc.assert(
      fc.property(day, (oldest) => {
        const { suspensionOn, expulsionOn } = arrearsDates(oldest)!
        expect(standingByArrears('active', arrearsYears(oldest, addDays(suspensionOn, -1)))).toBeNull()
        expect(standingByArrears('active', arrearsYears(oldest, suspensionOn))?.to).toBe('suspended')
        expect(standingByArrears('suspended', arrearsYears(oldest, addDays(expulsionOn, -1)))).toBeNull()
        expect(standingByArrears('suspended', arrearsYears(oldest, expulsionOn))?.to).toBe('expelled')
      }),
    )
  })

  it('is a fixed point: applying the answer again changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STANDINGS), fc.integer({ min: 0, max: 12 }), (standing, years) => {
        const to = standingByArrears(standing, years)?.to ?? standing
        expect(standingByArrears(to, years)).toBeNull()
      }),
    )
  })
})
