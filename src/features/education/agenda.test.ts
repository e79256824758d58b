import { describe, expect, it } from 'vitest'
import { monthGrid } from '@/components/ui/month-grid-layout'
import { agendaDays } from './agenda'

const session = (id: number, startDate: string, endDate: string) => ({ id, startDate, endDate })

// November 2026 starts on a Sunday; the tour pro course runs Wednesday 25 to Friday 27 November, an MVP
// course from Monday 30 November into December, and a seminar on 23 November.
const items = [
  session(1, '2026-11-25', '2026-11-27'),
  session(2, '2026-11-30', '2026-12-01'),
  session(3, '2026-11-23', '2026-11-23'),
  session(4, '2026-10-31', '2026-11-02'),
]

describe('education calendar placement', () => {
  it('draws a multi-day session as one bar across its days, cut at the edge of the week and the month', () => {
    const weeks = monthGrid(2026, 11, items, '2026-11-26')
    const bars = (id: number) =>
      weeks.flatMap((w, week) =>
        w.bars
          .filter((b) => b.item.id === id)
          .map((b) => ({ week, column: b.column, span: b.span, before: b.continuesBefore, after: b.continuesAfter })),
      )
    // Wednesday to Friday of the fourth week: columns 3-5.
    expect(bars(1)).toEqual([{ week: 3, column: 3, span: 3, before: false, after: false }])
    // Monday 30 November to Tuesday 1 December: the grid's last week shows both days.
    expect(bars(2)).toEqual([{ week: 4, column: 1, span: 2, before: false, after: false }])
    // Saturday 31 October to Monday 2 November: the Saturday lies before the grid's first Sunday.
    expect(bars(4)).toEqual([{ week: 0, column: 0, span: 2, before: true, after: false }])
    // The seminar on Monday 23rd and the course from Wednesday share a lane: they do not overlap.
    expect(weeks[3]!.lanes).toBe(1)
  })

  it('lists the month by day, a session from the month before under the 1st as continuing', () => {
    const days = agendaDays(items, '2026-11')
    expect(days.map((d) => [d.date, d.entries.map((e) => [e.item.id, e.continuing])])).toEqual([
      ['2026-11-01', [[4, true]]],
      ['2026-11-23', [[3, false]]],
      ['2026-11-25', [[1, false]]],
      ['2026-11-30', [[2, false]]],
    ])
    // December sees the MVP course continuing from November.
    expect(agendaDays(items, '2026-12')).toEqual([
      { date: '2026-12-01', entries: [{ item: items[1], continuing: true }] },
    ])
  })
})
