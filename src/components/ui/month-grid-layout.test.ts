import { describe, expect, it } from 'vitest'
import { monthGrid } from './month-grid-layout'

const game = (id: number, startDate: string, endDate: string) => ({ id, startDate, endDate })

describe('calendar month grid', () => {
  it('runs from the Sunday before the 1st to the Saturday after the last day', () => {
    // May 2026 starts on a Friday and ends on a Sunday.
    const weeks = monthGrid(2026, 5, [], '2026-05-15')
    expect(weeks).toHaveLength(6)
    expect(weeks[0]!.days[0]).toMatchObject({ date: '2026-04-26', inMonth: false })
    expect(weeks[0]!.days[5]).toMatchObject({ date: '2026-05-01', day: 1, inMonth: true })
    expect(weeks.at(-1)!.days[6]).toMatchObject({ date: '2026-06-06', inMonth: false })
    expect(
      weeks
        .flatMap((w) => w.days)
        .filter((d) => d.today)
        .map((d) => d.date),
    ).toEqual(['2026-05-15'])
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    expect(monthGrid(2026, 2, [], '')).toHaveLength(4)
  })

  it('cuts a tournament spanning two months at the grid edge and marks it as continuing', () => {
    const weeks = monthGrid(2026, 5, [game(1, '2026-05-28', '2026-06-10')], '')
    const bars = weeks.flatMap((w) => w.bars)
    // 28-30 May, then 31 May-6 June; the days after the grid's last Saturday are not drawn.
    expect(bars.map((b) => [b.column, b.span, b.continuesBefore, b.continuesAfter])).toEqual([
      [4, 3, false, true],
      [0, 7, true, true],
    ])
    const april = monthGrid(2026, 4, [game(2, '2026-04-30', '2026-05-03')], '')
    // Thursday 30 April to Saturday 2 May, the grid's last day.
    expect(april.at(-1)!.bars).toEqual([
      expect.objectContaining({ column: 4, span: 3, continuesBefore: false, continuesAfter: true }),
    ])
  })

  it('stacks tournaments on the same days in lanes and reuses a free lane', () => {
    const items = [
      game(1, '2026-06-08', '2026-06-10'),
      game(2, '2026-06-09', '2026-06-11'),
      game(3, '2026-06-11', '2026-06-12'),
      game(4, '2026-06-04', '2026-06-07'),
    ]
    const weeks = monthGrid(2026, 6, items, '')
    const second = weeks.find((w) => w.days[0]!.date === '2026-06-07')!
    expect(second.bars.map((b) => [b.item.id, b.column, b.span, b.lane])).toEqual([
      [4, 0, 1, 0],
      [1, 1, 3, 0],
      [2, 2, 3, 1],
      [3, 4, 2, 0],
    ])
    expect(second.lanes).toBe(2)
    expect(second.bars[0]).toMatchObject({ continuesBefore: true, continuesAfter: false })
  })
})
