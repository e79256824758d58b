import { Trans, useLingui } from '@lingui/react/macro'
import { FormField } from '@/components/form/form-field'
import { digits, useBind } from '../hooks/use-bind'
import type { InfoForm } from '../hooks/use-info-form'
import { CheckBox } from './check-box'
import { VerifiedMobile } from './verified-mobile'

/** Mobile (verified, or typed for the document route), phone, e-mail and what the member wants to receive. */
export function InfoContact({ form }: { form: InfoForm }) {
  const { t } = useLingui()
  const { bind, messageOf } = useBind(form)
  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">
        <Trans>Contact</Trans>
      </legend>
      {form.method === 'phone' ? (
        <VerifiedMobile error={messageOf('mobile')} onProgress={() => form.clearProblem('mobile')} />
      ) : (
        <FormField
          {...bind('mobile', digits(11))}
          label={t`Mobile phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={11}
          placeholder="01012345678"
          hint={t`Staff check this number with your ID document.`}
        />
      )}
      <div className="signup-grid">
        <FormField
          {...bind('phone', digits(11))}
          label={t`Phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="0212345678"
        />
        <FormField
          {...bind('email')}
          label={t`E-mail`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          placeholder="name@example.com"
        />
      </div>
      <div className="signup-checks">
        <CheckBox
          name="emailReceive"
          checked={form.values.emailReceive}
          onChange={(on) => form.setValue('emailReceive', on)}
        >
          <Trans>Receive the association's news by e-mail</Trans>
        </CheckBox>
        <CheckBox name="smsReceive" checked={form.values.smsReceive} onChange={(on) => form.setValue('smsReceive', on)}>
          <Trans>Receive the association's news by SMS</Trans>
        </CheckBox>
      </div>
    </fieldset>
  )
}
