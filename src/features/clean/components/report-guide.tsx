import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'

/** Beside the form: confidentiality, what happens to a report, where to turn when it is urgent. */
export function ReportGuide() {
  const { t } = useLingui()
  return (
    <aside className="clean-guide" aria-label={t`About reporting`}>
      <section className="clean-fact" aria-labelledby="guide-confidential">
        <h2 id="guide-confidential" className="clean-fact__title">
          <Icon name="shield" />
          <Trans>Your report is confidential</Trans>
        </h2>
        <p>
          <Trans>
            Only the integrity officers handling the case read a report. Your identity is never disclosed without your
            consent, and treating anyone unfavourably for reporting is itself a disciplinary offence.
          </Trans>
        </p>
      </section>
      <section className="clean-fact" aria-labelledby="guide-next">
        <h2 id="guide-next" className="clean-fact__title">
          <Icon name="info" />
          <Trans>What happens next</Trans>
        </h2>
        <ol className="clean-steps">
          <li>
            <Trans>You receive a receipt number at once.</Trans>
          </li>
          <li>
            <Trans>The integrity officer reviews the report and decides whether to investigate.</Trans>
          </li>
          <li>
            <Trans>If you left contact details, we may ask you for more and tell you the outcome.</Trans>
          </li>
          <li>
            <Trans>
              Doping cases are passed to the national anti-doping organisation, as the anti-doping rules require.
            </Trans>
          </li>
        </ol>
      </section>
      <section className="clean-fact clean-guide__alert" aria-labelledby="guide-urgent">
        <h2 id="guide-urgent" className="clean-fact__title">
          <Icon name="alert" />
          <Trans>Urgent or in danger?</Trans>
        </h2>
        <p>
          <Trans>If a crime is happening or someone is in danger, call the police at 112 first.</Trans>
        </p>
        <p>
          <Trans>Questions about reporting: the secretariat answers weekdays 09:00–18:00.</Trans>{' '}
          <PortalLink to={paths.about('contactUs')}>
            <Trans>Contact us</Trans>
          </PortalLink>
        </p>
      </section>
    </aside>
  )
}
