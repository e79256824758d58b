import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { TICKET_CONSENTS, type TicketConsent } from '@contract/tickets'
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
  const { t, i18n } = useLingui()
  const reasonId = useId()
  const every = allAgreed(consents)
  const setAll = (value: boolean) =>
    onChange({ personalData: value, thirdParty: value, covidPledge: value, resaleSanctions: value })
  return (
    <div className="ticket-step">
      <fieldset className="ticket-consents">
        <legend className="ticket-step__legend">{t`Terms`}</legend>
        <label className="ticket-consent ticket-consent--all">
          <input type="checkbox" checked={every} onChange={(e) => setAll(e.target.checked)} />
          <span>{t`Agree to all terms`}</span>
        </label>
        {CONSENT_TEXTS.map((c) => (
          <div key={c.key} className="ticket-consent">
            <label className="ticket-consent__check">
              <input
                type="checkbox"
                checked={consents[c.key]}
                onChange={(e) => onChange({ ...consents, [c.key]: e.target.checked })}
              />
              <span>{i18n._(c.title)}</span>
            </label>
            <details className="ticket-consent__details">
              <summary>{t`Read`}</summary>
              <p>{i18n._(c.body)}</p>
            </details>
          </div>
        ))}
      </fieldset>
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
