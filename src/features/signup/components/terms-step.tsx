import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { FIELD_ERRORS } from '@contract/error-codes'
import { errorText } from '@/lib/error-texts'
import { useSignupStore } from '../stores/signup-store'
import { MARKETING, PRIVACY_POLICY, TERMS_OF_USE } from '../terms-texts'
import { CheckBox } from './check-box'
import { ConsentItem } from './consent-item'
import { StepActions } from './step-actions'

/**
 * Step 1: the terms of use and the privacy policy (required), marketing (optional), and "agree to all".
 * The consent to provide personal information belongs to the document route and is asked in step 2 when
 * that route is chosen (decision 0023).
 */
export function TermsStep({ onNext, onCancel }: { onNext: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui()
  const { agreeTerms, agreePrivacy, marketingAgree, setConsents } = useSignupStore()
  const [tried, setTried] = useState(false)
  const termsRef = useRef<HTMLInputElement>(null)
  const privacyRef = useRef<HTMLInputElement>(null)
  const allAgreed = agreeTerms && agreePrivacy && marketingAgree
  const required = errorText(i18n, FIELD_ERRORS.CONSENT_REQUIRED)

  const next = () => {
    setTried(true)
    if (!agreeTerms) return termsRef.current?.focus()
    if (!agreePrivacy) return privacyRef.current?.focus()
    onNext()
  }

  return (
    <div className="signup-step">
      <div className="consent-all">
        <CheckBox
          name="agreeAll"
          variant="strong"
          checked={allAgreed}
          onChange={(on) => setConsents({ agreeTerms: on, agreePrivacy: on, marketingAgree: on })}
        >
          <Trans>Agree to all</Trans>
        </CheckBox>
        <p className="consent-all__note">
          <Trans>
            Includes the optional consent to receive marketing information. You can agree to each item separately below.
          </Trans>
        </p>
      </div>
      <ConsentItem
        ref={termsRef}
        name="agreeTerms"
        title={t`Terms of Use`}
        required
        text={TERMS_OF_USE}
        checked={agreeTerms}
        onChange={(on) => setConsents({ agreeTerms: on })}
        error={tried && !agreeTerms ? required : null}
      />
      <ConsentItem
        ref={privacyRef}
        name="agreePrivacy"
        title={t`Collection and Use of Personal Information`}
        required
        text={PRIVACY_POLICY}
        checked={agreePrivacy}
        onChange={(on) => setConsents({ agreePrivacy: on })}
        error={tried && !agreePrivacy ? required : null}
      />
      <ConsentItem
        name="marketingAgree"
        title={t`Marketing Information`}
        required={false}
        text={MARKETING}
        checked={marketingAgree}
        onChange={(on) => setConsents({ marketingAgree: on })}
      />
      <StepActions onBack={onCancel} backLabel={t`Cancel`} onNext={next} nextLabel={t`Next`} />
    </div>
  )
}
