import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { TICKET_CONSENTS, type TicketConsent } from '@contract/tickets'
import { ConsentList } from '@/components/ui/consent-list'
import { CONSENT_TEXTS } from './consents'

export type Consents = Record<TicketConsent, boolean>

export const noConsents: Consents = {
  personalData: false,
  thirdParty: false,
  covidPledge: false,
  resaleSanctions: false,
}
export const allAgreed = (c: Consents) => TICKET_CONSENTS.every((key) => c[key])

interface ConsentsStepProps {
  consents: Consents
  onChange: (next: Consents) => void
  onBack: () => void
  onNext: () => void
}

/**
 * Step 2 (docs/requirements/ticketing.md#tkt-3): the four terms, "agree to all" and each one, each with its short
 * text to expand. Going on to payment stays disabled, with the reason beside it, until all four are agreed.
 */
export function ConsentsStep({ consents, onChange, onBack, onNext }: ConsentsStepProps) {
  const { t } = useLingui()
  const reasonId = useId()
  const every = allAgreed(consents)
  return (
    <div className="ticket-step">
      <ConsentList
        items={CONSENT_TEXTS}
        values={consents}
        onChange={onChange}
        legend={t`Terms`}
        className="ticket-consents"
        legendClassName="ticket-step__legend"
      />
      <div className="ticket-step__actions">
        <button type="button" className="btn btn--lg" onClick={onBack}>
          {t`Back`}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--lg"
          disabled={!every}
          aria-describedby={every ? undefined : reasonId}
          onClick={onNext}
        >
          {t`Next: confirm and pay`}
        </button>
      </div>
      {every ? null : (
        <p id={reasonId} className="ticket-step__reason">
          {t`Agree to all four terms to continue to payment.`}
        </p>
      )}
    </div>
  )
}
