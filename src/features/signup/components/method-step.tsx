import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { FIELD_ERRORS } from '@contract/error-codes'
import { Icon } from '@/components/ui/icons'
import { errorText } from '@/lib/error-texts'
import type { VerifyMethod } from '../steps'
import { useSignupStore } from '../stores/signup-store'
import { PROVIDE } from '../terms-texts'
import { ConsentItem } from './consent-item'
import { DocumentNotice } from './document-notice'
import { StepActions } from './step-actions'

/** Step 2: verify by mobile phone (web sign-up) or by offline documents (pending until staff confirm). */
export function MethodStep({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const { t, i18n } = useLingui()
  const { method, agreeProvide, setMethod, setConsents } = useSignupStore()
  const [tried, setTried] = useState(false)
  const firstRef = useRef<HTMLInputElement>(null)
  const provideRef = useRef<HTMLInputElement>(null)

  const next = () => {
    setTried(true)
    if (method === null) return firstRef.current?.focus()
    if (method === 'document' && !agreeProvide) return provideRef.current?.focus()
    onNext()
  }

  const option = (value: VerifyMethod, icon: 'phone' | 'idCard', title: string, body: string) => (
    <label className={`method-option${method === value ? ' method-option--on' : ''}`}>
      <input
        ref={value === 'phone' ? firstRef : undefined}
        type="radio"
        name="method"
        value={value}
        className="method-option__input"
        checked={method === value}
        onChange={() => setMethod(value)}
        aria-labelledby={`method-${value}-title`}
        aria-describedby={`method-${value}-body`}
      />
      <span className="method-option__icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <span id={`method-${value}-title`} className="method-option__title">
        {title}
      </span>
      <span id={`method-${value}-body`} className="method-option__body">
        {body}
      </span>
    </label>
  )

  return (
    <div className="signup-step">
      <fieldset
        className="method-options"
        aria-invalid={tried && method === null ? true : undefined}
        aria-describedby={tried && method === null ? 'method-error' : undefined}
      >
        <legend className="signup-step__legend">
          <Trans>How would you like to verify your identity?</Trans>
        </legend>
        {option(
          'phone',
          'phone',
          t`Mobile phone verification`,
          t`Verify with a code sent by SMS to a mobile phone in your name. You can log in right after signing up.`,
        )}
        {option(
          'document',
          'idCard',
          t`Offline documents`,
          t`For those who cannot verify by mobile phone. Send a copy of your ID document; staff confirm your sign-up.`,
        )}
      </fieldset>
      {tried && method === null ? (
        <p id="method-error" className="field__error" role="alert">
          <Icon name="alert" width={16} height={16} />
          <Trans>Please choose how to verify your identity.</Trans>
        </p>
      ) : null}
      {method === 'document' ? (
        <>
          <DocumentNotice />
          <ConsentItem
            ref={provideRef}
            name="agreeProvide"
            title={t`Provision of Personal Information`}
            required
            text={PROVIDE}
            checked={agreeProvide}
            onChange={(on) => setConsents({ agreeProvide: on })}
            error={tried && !agreeProvide ? errorText(i18n, FIELD_ERRORS.CONSENT_REQUIRED) : null}
          />
        </>
      ) : null}
      <StepActions onBack={onBack} backLabel={t`Previous`} onNext={next} nextLabel={t`Next`} />
    </div>
  )
}
