import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import { formatDay } from '../format'
import type { WithdrawalOutcome } from '../withdrawal-outcome'

/** After a withdrawal: done, what stays, and when the rest is deleted (the date the server answered). */
export function WithdrawalComplete({ outcome }: { outcome: WithdrawalOutcome }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Withdrawal complete`)
  const purgeDay = formatDay(outcome.purgeAfter, i18n.locale)
  return (
    <div className="member-gate">
      <section className="member-gate__card" aria-labelledby="withdrawn-title">
        <span className="empty-state__icon">
          <Icon name="info" />
        </span>
        <h1 id="withdrawn-title" className="member-gate__title" tabIndex={-1}>
          <Trans>Withdrawal complete</Trans>
        </h1>
        <p className="member-gate__text">
          <Trans>You have withdrawn from the web services and have been logged out. Thank you for using them.</Trans>
        </p>
        <dl className="member-gate__facts">
          <div>
            <dt>
              <Trans>Your data is deleted on</Trans>
            </dt>
            <dd data-testid="purge-date">{purgeDay}</dd>
          </div>
        </dl>
        <p className="member-gate__text member-gate__text--small">
          {outcome.associationMembershipKept ? (
            <Trans>
              Your association membership is kept: your member record (name, member number, class and dues) stays with
              the association.
            </Trans>
          ) : (
            <Trans>After that date your account and its data are deleted for good.</Trans>
          )}
        </p>
        <div className="member-gate__actions">
          <PortalLink to={paths.home} className="btn btn--primary btn--lg">
            <Icon name="home" />
            <Trans>Go to home</Trans>
          </PortalLink>
        </div>
      </section>
    </div>
  )
}
