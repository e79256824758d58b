import { Trans, useLingui } from '@lingui/react/macro'
import type { OfficialAction } from '@contract/officials'
import { seoulDateTime } from '@domain/time'
import { ACTION_LABELS } from '../labels'

/** Every accepted call, newest first (docs/requirements/officials.md#of-9): when (Seoul), who, what, why, version. */
export function AuditTrail({ actions }: { actions: readonly OfficialAction[] }) {
  const { i18n } = useLingui()
  return (
    <section className="staff-card" aria-labelledby="officials-audit-title">
      <h2 id="officials-audit-title" className="staff-card__title">
        <Trans>Audit trail</Trans>
      </h2>
      {actions.length === 0 ? (
        <p className="staff-muted">
          <Trans>No officials' action yet.</Trans>
        </p>
      ) : (
        <div className="officials-table-wrap">
          <table className="officials-table officials-audit" aria-labelledby="officials-audit-title">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                <th scope="col">
                  <Trans>Official</Trans>
                </th>
                <th scope="col">
                  <Trans>Action</Trans>
                </th>
                <th scope="col">
                  <Trans>Player</Trans>
                </th>
                <th scope="col">
                  <Trans>Reason</Trans>
                </th>
                <th scope="col">
                  <Trans>Version</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {actions.map((a) => (
                <tr key={a.id}>
                  <td>
                    <time dateTime={a.at}>{seoulDateTime(a.at)}</time>
                  </td>
                  <td>{a.actor}</td>
                  <td>
                    {i18n._(ACTION_LABELS[a.action])}
                    {a.round !== null ? <span className="staff-muted"> · R{a.round}</span> : null}
                    {detailText(a) ? <span className="staff-muted"> · {detailText(a)}</span> : null}
                  </td>
                  <td>{a.playerName ?? '–'}</td>
                  <td>{a.reason ?? '–'}</td>
                  <td className="officials-num">{a.version}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/**
 * The few details worth a glance (the status set, the suspension's reason, a playoff hole); codes read alike in both
 * languages.
 */
function detailText(action: OfficialAction): string | null {
  const d = action.detail
  const parts = ['status', 'reason', 'hole', 'strokes', 'force']
    .filter((key) => typeof d[key] === 'string' || typeof d[key] === 'number' || d[key] === true)
    .map((key) => (key === 'force' ? 'force' : key === 'hole' ? `#${String(d[key])}` : String(d[key])))
  return parts.length > 0 ? parts.join(' ') : null
}
