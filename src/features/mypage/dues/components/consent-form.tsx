import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { consentToReinstatement } from '@/api/dues'
import { PayFailure } from './pay-failure'

/**
 * Any member consents to an expelled member's reinstatement by membership number
 * (docs/requirements/standing-and-dues.md#sd-7).
 */
export function ConsentForm() {
  const { t } = useLingui()
  const [memberNo, setMemberNo] = useState('')
  const consent = useMutation({ mutationFn: () => consentToReinstatement(memberNo.trim()) })
  return (
    <section className="mypage-card" aria-labelledby="consent-title">
      <h2 id="consent-title" className="mypage-card__title">
        <Trans>Consent to a reinstatement</Trans>
      </h2>
      <p className="mypage-muted">
        <Trans>
          An expelled member needs the consent of members to be reinstated. Your consent is recorded with your account.
        </Trans>
      </p>
      <form
        className="dues-inline-form"
        onSubmit={(e) => {
          e.preventDefault()
          if (memberNo.trim()) consent.mutate()
        }}
      >
        <label className="field">
          <span className="field__label">
            <Trans>Membership number</Trans>
          </span>
          <input
            className="field__input"
            inputMode="numeric"
            value={memberNo}
            onChange={(e) => {
              setMemberNo(e.target.value)
              consent.reset()
            }}
            placeholder={t`e.g. 20150001`}
            required
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={consent.isPending || !memberNo.trim()}>
          <Trans>Consent</Trans>
        </button>
      </form>
      {consent.isSuccess ? (
        <p role="status" className="dues-ok">
          <Trans>Your consent was recorded.</Trans>{' '}
          <Trans>
            Consents {consent.data.consents}/{consent.data.consentsNeeded}
          </Trans>
        </p>
      ) : null}
      {consent.isError ? <PayFailure error={consent.error} /> : null}
    </section>
  )
}
