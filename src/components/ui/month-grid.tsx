import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import type { DateSpan } from '@domain/schedule/months'
import { monthGrid, type CalendarBar } from './month-grid-layout'
import './month-grid.css'

const WEEKDAYS = [msg`Sun`, msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`]

/** What a bar's element must carry to sit in the grid: spread it onto the link or button that renders the bar. */
export interface BarPlacement {
  className: string
  style: CSSProperties
  'data-cut-before': boolean
  'data-cut-after': boolean
}

interface MonthGridProps<T extends DateSpan> {
  year: number
  month: number
  items: readonly T[]
  /** The Seoul day to mark as today ('YYYY-MM-DD'). */
  today: string
  keyOf: (item: T) => string | number
  /** One bar of an item in one week; the element should name the item and its days for screen readers. */
  renderBar: (bar: CalendarBar<T>, placement: BarPlacement) => ReactNode
}

/**
 * A month as a grid of weeks with each item as a bar across its days (cut at the week's edges), shared by
 * the season schedule and the education schedule. Day numbers are decoration for sighted readers (the bars
 * carry their own dates); below 720px bars shrink to coloured strips, so pages pair the grid with a list.
 */
export function MonthGrid<T extends DateSpan>({ year, month, items, today, keyOf, renderBar }: MonthGridProps<T>) {
  const { i18n } = useLingui()
  const weeks = monthGrid(year, month, items, today)
  return (
    <div className="calendar-grid">
      <div className="calendar-grid__weekdays" aria-hidden="true">
        {WEEKDAYS.map((d, i) => (
          <span key={i}>{i18n._(d)}</span>
        ))}
      </div>
      {weeks.map((week) => (
        <div
          key={week.days[0]!.date}
          className="calendar-week"
          style={{ '--lanes': Math.max(week.lanes, 1) } as CSSProperties}
        >
          {week.days.map((day, i) => (
            <span
              key={day.date}
              className="calendar-day"
              data-outside={!day.inMonth}
              data-today={day.today}
              style={{ gridColumn: i + 1 }}
              aria-hidden="true"
            >
              {day.day}
            </span>
          ))}
          {week.bars.map((bar) => (
            <BarSlot key={keyOf(bar.item)} bar={bar} renderBar={renderBar} />
          ))}
        </div>
      ))}
    </div>
  )
}

function BarSlot<T>({
  bar,
  renderBar,
}: {
  bar: CalendarBar<T>
  renderBar: (bar: CalendarBar<T>, placement: BarPlacement) => ReactNode
}) {
  return renderBar(bar, {
    className: 'calendar-bar',
    style: { gridColumn: `${bar.column + 1} / span ${bar.span}`, gridRow: bar.lane + 2 },
    'data-cut-before': bar.continuesBefore,
    'data-cut-after': bar.continuesAfter,
  })
}
