import { useLingui } from '@lingui/react/macro'
import { APPLY_CONSENTS, type ApplyConsent, CONSENT_TEXTS } from './consents'

export type Consents = Record<ApplyConsent, boolean>

export const consentsOf = (value: boolean): Consents => ({ personalData: value, rules: value, refundPolicy: value })
export const allAgreed = (c: Consents) => APPLY_CONSENTS.every((key) => c[key])

/** The three required consents with "agree to all"; each text opens on demand. */
export function ConsentsBox({ consents, onChange }: { consents: Consents; onChange: (next: Consents) => void }) {
  const { t, i18n } = useLingui()
  return (
    <fieldset className="apply-card apply-consents">
      <legend className="apply-card__title">{t`Terms`}</legend>
      <label className="apply-consent apply-consent--all">
        <input type="checkbox" checked={allAgreed(consents)} onChange={(e) => onChange(consentsOf(e.target.checked))} />
        <span>{t`Agree to all terms`}</span>
      </label>
      {CONSENT_TEXTS.map((c) => (
        <div key={c.key} className="apply-consent">
          <label className="apply-consent__check">
            <input
              type="checkbox"
              checked={consents[c.key]}
              onChange={(e) => onChange({ ...consents, [c.key]: e.target.checked })}
            />
            <span>{i18n._(c.title)}</span>
          </label>
          <details className="apply-consent__details">
            <summary>{t`Read`}</summary>
            <p>{i18n._(c.body)}</p>
          </details>
        </div>
      ))}
    </fieldset>
  )
}
