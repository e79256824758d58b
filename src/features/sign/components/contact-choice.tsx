import { Trans, useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { FormField } from '@/components/form/form-field'
import { mobileDigits, type ContactMethod } from '../recovery-checks'
import './contact-choice.css'

interface ContactChoiceProps {
  method: ContactMethod
  onMethod: (method: ContactMethod) => void
  email: string
  onEmail: (value: string) => void
  mobile: string
  onMobile: (value: string) => void
  error?: string | null
  inputRef?: Ref<HTMLInputElement>
}

/**
 * "Find with e-mail | mobile phone" as Korean portals offer it: two radio buttons drawn as a segmented
 * switch (arrow keys move between them, as radios do), and the one field of the chosen way.
 */
export function ContactChoice({
  method,
  onMethod,
  email,
  onEmail,
  mobile,
  onMobile,
  error,
  inputRef,
}: ContactChoiceProps) {
  const { t } = useLingui()
  return (
    <div className="contact-choice">
      <fieldset className="segmented">
        <legend className="field__label">
          <Trans>Find with</Trans>
        </legend>
        <div className="segmented__options">
          <label className={method === 'email' ? 'segmented__option is-on' : 'segmented__option'}>
            <input
              type="radio"
              name="contactMethod"
              value="email"
              checked={method === 'email'}
              onChange={() => onMethod('email')}
            />
            <Trans>E-mail</Trans>
          </label>
          <label className={method === 'mobile' ? 'segmented__option is-on' : 'segmented__option'}>
            <input
              type="radio"
              name="contactMethod"
              value="mobile"
              checked={method === 'mobile'}
              onChange={() => onMethod('mobile')}
            />
            <Trans>Mobile</Trans>
          </label>
        </div>
      </fieldset>
      {method === 'email' ? (
        <FormField
          ref={inputRef}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t`E-mail address`}
          placeholder="name@example.com"
          maxLength={100}
          value={email}
          onChange={onEmail}
          hint={t`The e-mail address registered to your account.`}
          error={error}
        />
      ) : (
        <FormField
          ref={inputRef}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          label={t`Mobile phone`}
          placeholder="01012345678"
          maxLength={13}
          value={mobile}
          onChange={(value) => onMobile(mobileDigits(value))}
          hint={t`The mobile number registered to your account, digits only.`}
          error={error}
        />
      )}
    </div>
  )
}
