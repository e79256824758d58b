import { describe, expect, it } from 'vitest'
import { byStartMonth, calendarMonth, filterSchedule } from './filter'
import { parseScheduleSearch } from './search'

const g = (id: number, startDate: string, endDate: string, status: number) => ({ id, startDate, endDate, status })
const season = [
  g(1, '2026-04-09', '2026-04-12', 3),
  g(2, '2026-04-30', '2026-05-03', 3),
  g(3, '2026-05-14', '2026-05-17', 2),
  g(4, '2026-06-04', '2026-06-07', 1),
]

describe('schedule filters', () => {
  it('keeps a tournament under every month it touches, and filters by status code', () => {
    expect(filterSchedule(season, 2026, 5).map((x) => x.id)).toEqual([2, 3])
    expect(filterSchedule(season, 2026, 4, 3).map((x) => x.id)).toEqual([1, 2])
    expect(filterSchedule(season, 2026, undefined, 1).map((x) => x.id)).toEqual([4])
    expect(filterSchedule(season, 2026, 7)).toEqual([])
  })

  it('opens the calendar on the month asked, else today, else the first month with a game', () => {
    const counts = [
      { month: 1, count: 0 },
      { month: 2, count: 0 },
      { month: 3, count: 2 },
    ]
    expect(calendarMonth(2026, 8, '2026-11-23', counts)).toBe(8)
    expect(calendarMonth(2026, undefined, '2026-11-23', counts)).toBe(11)
    expect(calendarMonth(2024, undefined, '2026-11-23', counts)).toBe(3)
  })

  it('groups by the month a tournament starts in', () => {
    expect(byStartMonth(season).map((x) => [x.key, x.items.length])).toEqual([
      ['2026-04', 2],
      ['2026-05', 1],
      ['2026-06', 1],
    ])
  })

  it('reads the URL quietly: broken values drop out and no season before 2013', () => {
    expect(parseScheduleSearch({ year: 2024, month: 5, status: 3, view: 'calendar' }, 12)).toEqual({
      tourId: 12,
      year: 2024,
      month: 5,
      status: 3,
      view: 'calendar',
    })
    expect(parseScheduleSearch({ year: 2010, month: 13, status: 5, view: 'grid' }, 11)).toEqual({
      tourId: 11,
      view: 'list',
    })
    expect(parseScheduleSearch({ year: '2015', month: '2', status: '9' }, 11)).toEqual({
      tourId: 11,
      year: 2015,
      month: 2,
      status: 9,
      view: 'list',
    })
  })
})
