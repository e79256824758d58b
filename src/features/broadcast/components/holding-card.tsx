import { Trans, useLingui } from '@lingui/react/macro'
import { tourName, type TourId } from '@domain/tours'
import { BroadcastClock } from './broadcast-clock'
import '../broadcast-holding.css'

interface HoldingCardProps {
  /** connecting: nothing has loaded yet; no-game: the tour has no game; no-scores: the game has no board yet. */
  kind: 'connecting' | 'no-game' | 'no-scores'
  tourId: TourId
  title?: string | null
}

/** What is on air before there is a board: branded and calm, never an empty table or a blank frame. */
export function HoldingCard({ kind, tourId, title }: HoldingCardProps) {
  const { i18n } = useLingui()
  return (
    <div className="bc-hold" data-holding={kind} role="status">
      <img className="bc-hold__logo" src="/logo-inverse.svg" alt="FAIRWAY" width={256} height={72} />
      <p className="bc-hold__kicker">
        <Trans>Live leaderboard</Trans>
      </p>
      <h1 className="bc-hold__title">{title ?? tourName(tourId, i18n.locale)}</h1>
      <p className="bc-hold__message">
        {kind === 'connecting' ? (
          <Trans>Connecting to live scores…</Trans>
        ) : kind === 'no-game' ? (
          <Trans>No tournament is in play on this tour right now.</Trans>
        ) : (
          <Trans>The board appears here as soon as the first scores arrive.</Trans>
        )}
      </p>
      <span className="bc-hold__pulse" aria-hidden="true" />
      <BroadcastClock />
    </div>
  )
}
