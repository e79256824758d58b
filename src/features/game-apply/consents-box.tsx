import { useLingui } from '@lingui/react/macro'
import { allConsented, ConsentList } from '@/components/ui/consent-list'
import { type ApplyConsent, CONSENT_TEXTS } from './consents'

export type Consents = Record<ApplyConsent, boolean>

export const consentsOf = (value: boolean): Consents => ({ personalData: value, rules: value, refundPolicy: value })
export const allAgreed = (c: Consents) => allConsented(CONSENT_TEXTS, c)

/** The application's three required consents (POST /game/player/agree), "agree to all" and each one. */
export function ConsentsBox({ consents, onChange }: { consents: Consents; onChange: (next: Consents) => void }) {
  const { t } = useLingui()
  return (
    <ConsentList
      items={CONSENT_TEXTS}
      values={consents}
      onChange={onChange}
      legend={t`Terms`}
      className="apply-card apply-consents"
      legendClassName="apply-card__title"
    />
  )
}
