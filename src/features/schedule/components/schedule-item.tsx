import { Trans, useLingui } from '@lingui/react/macro'
import type { GameSummaryDto } from '@contract/game'
import { Flag } from '@/components/ui/flag'
import { GameStatusBadge } from '@/components/ui/game-status-badge'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { formatToPar } from '@/lib/board-format'
import { formatDateRange, gameTabFor } from '@/lib/game-format'
import { formatWon } from '@/lib/money'
import { paths } from '@/lib/portal-paths'

const dayOf = (iso: string) => Number(iso.slice(8, 10))

/** One tournament: its days, name (to its page), venue, purse, points, state and, once completed, the winner. */
export function ScheduleItem({ game }: { game: GameSummaryDto }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const name = en ? game.nameEn : game.nameKo
  const venue = game.course
    ? en
      ? `${game.course.nameEn} · ${game.course.locationEn}`
      : `${game.course.nameKo} · ${game.course.locationKo}`
    : null
  const to = paths.game(game.tourId, game.gameId, gameTabFor(game.status))
  return (
    <li className="schedule-item" data-status={game.status}>
      <div className="schedule-item__date" aria-hidden="true">
        <span className="schedule-item__day">{dayOf(game.startDate)}</span>
        <span className="schedule-item__to">~ {dayOf(game.endDate)}</span>
      </div>
      <div className="schedule-item__main">
        <div className="schedule-item__meta">
          <GameStatusBadge status={game.status} />
          <time dateTime={game.startDate} className="schedule-item__range">
            {formatDateRange(game.startDate, game.endDate, i18n.locale)}
          </time>
          {game.format === 'match' ? (
            <span className="schedule-item__tag">
              <Trans>Match play</Trans>
            </span>
          ) : null}
        </div>
        <h3 className="schedule-item__name">
          <PortalLink to={to}>{name}</PortalLink>
        </h3>
        {venue ? (
          <p className="schedule-item__venue">
            <Icon name="flag" />
            {venue}
          </p>
        ) : null}
        <dl className="schedule-item__facts">
          <div>
            <dt>
              <Trans>Purse</Trans>
            </dt>
            <dd>{formatWon(game.purseWon, i18n.locale)}</dd>
          </div>
          {game.genesisPoints > 0 ? (
            <div>
              <dt>
                <Trans>Genesis points</Trans>
              </dt>
              <dd>{game.genesisPoints.toLocaleString(en ? 'en-US' : 'ko-KR')}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="schedule-item__side">
        {game.winners.length > 0 ? (
          <div className="schedule-winner">
            <span className="schedule-winner__label">
              <Trans>Winner</Trans>
            </span>
            {game.winners.map((w) => (
              <span key={w.playerId} className="schedule-winner__name">
                <Flag code={w.country} />
                {en ? w.nameEn : w.nameKo}
                {w.toPar !== null ? <span className="schedule-winner__score">{formatToPar(w.toPar)}</span> : null}
              </span>
            ))}
          </div>
        ) : null}
        <PortalLink to={to} className="btn btn--sm schedule-item__cta" aria-hidden="true" tabIndex={-1}>
          {gameTabFor(game.status) === 'information' ? <Trans>Information</Trans> : <Trans>Leaderboard</Trans>}
          <Icon name="chevronRight" />
        </PortalLink>
      </div>
    </li>
  )
}
