import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { QueueCheckDto } from '@contract/tickets'
import './waiting-room.css'

interface WaitingRoomProps {
  data?: QueueCheckDto
  /** How far along, 0 to 1. */
  progress: number
  failed: boolean
  /** What the room is for and what opens at the member's turn (a ticket sale, an application). */
  lead: ReactNode
}

/**
 * The queue before a rush (docs/requirements/ticketing.md#tkt-8, tournament-applications.md#app-10): how many are
 * ahead, about how long, how far along, and the one thing not to do. The page checks again by itself.
 */
export function WaitingRoom({ data, progress, failed, lead }: WaitingRoomProps) {
  const { t } = useLingui()
  const percent = Math.round(progress * 100)
  const minutes = Math.ceil((data?.estimatedWaitSeconds ?? 0) / 60)
  const wait = !data ? '…' : data.estimatedWaitSeconds < 60 ? t`less than a minute` : t`about ${minutes} min`
  return (
    <section className="queue-room" aria-labelledby="queue-room-title">
      <h2 id="queue-room-title" className="queue-room__title">
        <Trans>You are in the queue</Trans>
      </h2>
      <p className="queue-room__lead">{lead}</p>
      <div className="queue-room__figures" aria-live="polite">
        <div>
          <span className="queue-room__label">{t`People ahead of you`}</span>
          <strong className="queue-room__value num">{data ? data.position.toLocaleString() : '…'}</strong>
        </div>
        <div>
          <span className="queue-room__label">{t`Estimated wait`}</span>
          <strong className="queue-room__value">{wait}</strong>
        </div>
      </div>
      <div
        className="queue-room__bar"
        role="progressbar"
        aria-label={t`Progress in the queue`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="queue-room__warning" role="note">
        <Trans>Do not close this page: you would lose your place in the queue.</Trans>
      </p>
      {failed ? (
        <p className="queue-room__retry" role="alert">
          <Trans>The queue could not be reached. Trying again…</Trans>
        </p>
      ) : null}
    </section>
  )
}
