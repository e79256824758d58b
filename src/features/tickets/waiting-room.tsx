import { Trans, useLingui } from '@lingui/react/macro'
import type { QueueCheckDto } from '@contract/tickets'
import './waiting-room.css'

/**
 * The queue before an on-sale moment (docs/requirements/ticketing.md#tkt-8): how many are ahead, about how long, how
 * far along, and the one thing the buyer must not do. The page checks again by itself.
 */
export function WaitingRoom({ data, progress, failed }: { data?: QueueCheckDto; progress: number; failed: boolean }) {
  const { t } = useLingui()
  const percent = Math.round(progress * 100)
  const minutes = Math.ceil((data?.estimatedWaitSeconds ?? 0) / 60)
  const wait = !data ? '…' : data.estimatedWaitSeconds < 60 ? t`less than a minute` : t`about ${minutes} min`
  return (
    <section className="ticket-queue" aria-labelledby="ticket-queue-title">
      <h2 id="ticket-queue-title" className="ticket-queue__title">
        <Trans>You are in the queue</Trans>
      </h2>
      <p className="ticket-queue__lead">
        <Trans>Many people are buying tickets right now. The purchase page opens by itself when it is your turn.</Trans>
      </p>
      <div className="ticket-queue__figures" aria-live="polite">
        <div>
          <span className="ticket-queue__label">{t`People ahead of you`}</span>
          <strong className="ticket-queue__value num">{data ? data.position.toLocaleString() : '…'}</strong>
        </div>
        <div>
          <span className="ticket-queue__label">{t`Estimated wait`}</span>
          <strong className="ticket-queue__value">{wait}</strong>
        </div>
      </div>
      <div
        className="ticket-queue__bar"
        role="progressbar"
        aria-label={t`Progress in the queue`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="ticket-queue__warning" role="note">
        <Trans>Do not close this page: you would lose your place in the queue.</Trans>
      </p>
      {failed ? (
        <p className="ticket-queue__retry" role="alert">
          <Trans>The queue could not be reached. Trying again…</Trans>
        </p>
      ) : null}
    </section>
  )
}
