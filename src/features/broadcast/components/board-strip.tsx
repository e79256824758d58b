import { Trans, useLingui } from '@lingui/react/macro'
import type { LeaderboardDto } from '@contract/leaderboard'
import { tourName, type TourId } from '@domain/tours'
import type { ConnectionState } from '@/api/live/use-live-board'
import { seoulTime } from '@/lib/board-format'
import { BroadcastClock } from './broadcast-clock'

interface BoardStripProps {
  title: string | null
  tourId: TourId
  board: LeaderboardDto
  par: number | null
  connection: ConnectionState
  stale: boolean
  /** When the version on screen arrived. */
  updatedAt: Date
  /** Light artwork for the dark, transparent and chroma themes. */
  inverse: boolean
}

/** The title strip: logo, tournament, round and par on the left; clock and freshness on the right. */
export function BoardStrip({ title, tourId, board, par, connection, stale, updatedAt, inverse }: BoardStripProps) {
  const { t, i18n } = useLingui()
  const round = board.currentRound
  const stage = board.finished ? t`Final` : board.playoffHoles ? t`Playoff` : t`Round ${round}`
  const time = seoulTime(updatedAt)
  return (
    <div className="bc-strip">
      <div className="bc-strip__brand">
        <img
          className="bc-logo"
          src={inverse ? '/logo-inverse.svg' : '/logo.svg'}
          alt="FAIRWAY"
          width={256}
          height={72}
        />
        <div className="bc-strip__titles">
          <h1 className="bc-strip__title">{title ?? tourName(tourId, i18n.locale)}</h1>
          <p className="bc-strip__meta">
            <span className="bc-strip__tour">{tourName(tourId, i18n.locale)}</span>
            <span className="bc-strip__stage" data-stage>
              {stage}
            </span>
            {par !== null ? <span>{t`Par ${par}`}</span> : null}
          </p>
        </div>
      </div>
      <div className="bc-strip__side">
        <BroadcastClock />
        <p
          className={`bc-fresh${stale ? ' bc-fresh--stale' : ''}`}
          data-connection={connection}
          data-stale={stale ? 'true' : 'false'}
          role="status"
        >
          <span className="bc-fresh__dot" aria-hidden="true" />
          {stale ? (
            <span>{connection === 'offline' ? <Trans>Offline</Trans> : <Trans>Reconnecting…</Trans>} · </span>
          ) : null}
          {/* The time outside the message: it reads the same in both languages, label first. */}
          <span>
            <Trans>Last updated</Trans> <time dateTime={updatedAt.toISOString()}>{time}</time>
          </span>
        </p>
      </div>
    </div>
  )
}
