import { describe, expect, it } from 'vitest'
import { validateEducationSearch } from './-education-search'

describe('education search params', () => {
  it('keeps what the page understands, in a canonical form', () => {
    expect(
      validateEducationSearch({ tab: 'rules', view: 'calendar', type: 'p,m', month: '2026-11', page: 2, event: 7 }),
    ).toEqual({
      tab: 'rules',
      view: 'calendar',
      type: 'M,P',
      month: '2026-11',
      page: 2,
      event: 7,
    })
  })

  it('turns defaults, broken values and a choice of every type into "absent", so the router drops them', () => {
    const out = validateEducationSearch({
      tab: 'xyz',
      view: 'list',
      type: 'S,M,P,F,O',
      month: '2026-13',
      page: 0,
      event: 'abc',
    })
    expect(Object.keys(out).sort()).toEqual(['event', 'month', 'page', 'tab', 'type', 'view'])
    expect(Object.values(out).every((v) => v === undefined)).toBe(true)
    expect(validateEducationSearch({ type: 'X,Y' }).type).toBeUndefined()
    expect(validateEducationSearch({ tab: 'schedule', page: 1 })).toMatchObject({ tab: undefined, page: undefined })
  })
})
