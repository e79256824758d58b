import { Trans, useLingui } from '@lingui/react/macro'
import type { GameDetail } from '@/api/games'
import { PortalLink } from '@/components/ui/portal-link'
import { normalizeTourId } from '@domain/tours'
import { paths } from '@/lib/portal-paths'
import { formatDay, localName } from '../format'

/** Where the round stands, in the words of the schedule: upcoming, round N in play, final. */
function RoundStatus({ game }: { game: GameDetail }) {
  if (game.status === 9) return <Trans>Cancelled</Trans>
  if (game.finished || game.status === 3) return <Trans>Final</Trans>
  if (game.status === 2 && game.currentRound > 0) {
    const round = game.currentRound
    const rounds = game.rounds
    return (
      <Trans>
        Round {round} of {rounds} in progress
      </Trans>
    )
  }
  return <Trans>Upcoming</Trans>
}

export function GameHeader({ game }: { game: GameDetail }) {
  const { t, i18n } = useLingui()
  const tourName = localName(game.tour, i18n.locale)
  return (
    <>
      <nav aria-label={t`Breadcrumb`} className="game-band__crumbs">
        <PortalLink to={paths.home}>
          <Trans>Home</Trans>
        </PortalLink>
        <span aria-hidden="true">/</span>
        <PortalLink to={paths.tourHome(normalizeTourId(game.tourId))}>{tourName}</PortalLink>
      </nav>
      <h1 id="game-title" className="game-band__title">
        {localName(game, i18n.locale)}
      </h1>
      <dl className="game-facts">
        <div>
          <dt>{t`Dates`}</dt>
          <dd>
            {formatDay(game.startDate, i18n.locale)} – {formatDay(game.endDate, i18n.locale)}
          </dd>
        </div>
        {game.course ? (
          <div>
            <dt>{t`Course`}</dt>
            <dd>{localName(game.course, i18n.locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Status`}</dt>
          <dd className={game.status === 2 ? 'game-facts__live' : undefined}>
            <RoundStatus game={game} />
          </dd>
        </div>
      </dl>
    </>
  )
}
