import { useLingui } from '@lingui/react/macro'
import type { GameSummaryDto } from '@contract/game'
import { byStartMonth } from '../filter'
import { monthName } from './month-filter'
import { ScheduleItem } from './schedule-item'

/** The season as a list, under a heading per month a tournament starts in. */
export function ScheduleList({ items }: { items: readonly GameSummaryDto[] }) {
  const { i18n } = useLingui()
  return (
    <div className="schedule-list">
      {byStartMonth(items).map((group) => {
        const [y, m] = group.key.split('-').map(Number)
        return (
          <section key={group.key} className="schedule-month" aria-labelledby={`month-${group.key}`}>
            <h2 id={`month-${group.key}`} className="schedule-month__title">
              {monthName(y!, m!, i18n.locale, 'long')}
            </h2>
            <ul role="list" className="schedule-month__items">
              {group.items.map((game) => (
                <ScheduleItem key={game.gameId} game={game} />
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
