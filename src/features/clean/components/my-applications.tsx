import { Trans, useLingui } from '@lingui/react/macro'
import type { TueItemDto } from '@contract/clean-tue'
import { period } from '../format'
import { seoulDate } from '@domain/time'
import { ROUTE_LABELS } from '../labels'
import { StatusBadge } from './status-badge'

/** One application as its member sees it, the staff's reason included. */
function Application({ a }: { a: TueItemDto }) {
  const { i18n } = useLingui()
  const submitted = seoulDate(a.createdAt)
  const decided = a.decidedAt ? seoulDate(a.decidedAt) : null
  return (
    <li className="clean-application">
      <div className="clean-application__head">
        <h3 className="clean-application__title">{a.substance}</h3>
        <StatusBadge status={a.status} />
      </div>
      <p className="clean-application__meta">
        <Trans>Submitted {submitted}</Trans>
        {decided ? (
          <>
            {' · '}
            <Trans>Decided {decided}</Trans>
          </>
        ) : null}
      </p>
      <dl className="clean-application__facts">
        <div>
          <dt>
            <Trans>Diagnosis</Trans>
          </dt>
          <dd>{a.diagnosis}</dd>
        </div>
        <div>
          <dt>
            <Trans>Dose and route</Trans>
          </dt>
          <dd>
            {a.dose} · {i18n._(ROUTE_LABELS[a.route])} · {a.frequency}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Period</Trans>
          </dt>
          <dd>{period(a.startDate, a.endDate)}</dd>
        </div>
      </dl>
      {a.staffReason ? (
        <p className={a.status === 'rejected' ? 'clean-reason clean-reason--rejected' : 'clean-reason'}>
          <strong>
            {a.status === 'rejected' ? (
              <Trans>Reason for the rejection</Trans>
            ) : (
              <Trans>Note from the association</Trans>
            )}
          </strong>{' '}
          {a.staffReason}
        </p>
      ) : null}
    </li>
  )
}

/** The member's own applications, newest first. */
export function MyApplications({ items }: { items: TueItemDto[] }) {
  return (
    <section className="clean-card" aria-labelledby="my-tue-title">
      <h2 id="my-tue-title" className="clean-card__title">
        <Trans>My applications</Trans>
      </h2>
      {items.length === 0 ? (
        <p className="clean-muted">
          <Trans>You have not applied for an exemption yet.</Trans>
        </p>
      ) : (
        <ul className="clean-applications">
          {items.map((a) => (
            <Application key={a.applicationId} a={a} />
          ))}
        </ul>
      )}
    </section>
  )
}
