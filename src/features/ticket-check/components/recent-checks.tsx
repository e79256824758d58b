import { Trans, useLingui } from '@lingui/react/macro'
import { seoulClockSeconds } from '@domain/time'
import type { GateOutcome, RecentCheck } from '../stores/gate-queue'

/** The last few checks at this screen, newest first, so an inspector can answer "did you let them in?". */
export function RecentChecks({ items }: { items: RecentCheck[] }) {
  const { t } = useLingui()
  const label: Record<GateOutcome, string> = {
    authenticated: t`Authenticated`,
    already_used: t`Already used`,
    invalid_ticket: t`Invalid ticket`,
    not_member: t`Not a member`,
    queued: t`Signature valid, waiting for the network`,
  }
  if (items.length === 0) return null
  return (
    <section className="ticket-check__recent" aria-labelledby="ticket-check-recent">
      <h2 id="ticket-check-recent" className="ticket-check__subtitle">
        <Trans>Last checks</Trans>
      </h2>
      <ol className="ticket-check__recent-list">
        {items.map((item) => (
          <li key={item.id} className={`ticket-check__recent-item ticket-check__recent-item--${item.outcome}`}>
            <time dateTime={item.at}>{seoulClockSeconds(item.at)}</time>
            <strong>{label[item.outcome]}</strong>
            <span>{item.serial ?? ''}</span>
            {item.fromQueue ? (
              <span className="ticket-check__tag">
                <Trans>from the offline queue</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
