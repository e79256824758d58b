import { Trans, useLingui } from '@lingui/react/macro'
import { fieldMessage } from '../field-messages'
import { useInfoForm } from '../hooks/use-info-form'
import { useSignupSubmit } from '../hooks/use-signup-submit'
import { useSignupStore } from '../stores/signup-store'
import { CheckBox } from './check-box'
import { InfoAccount } from './info-account'
import { InfoAddress } from './info-address'
import { InfoContact } from './info-contact'
import { InfoPerson } from './info-person'
import { PhotoField } from './photo-field'
import { StepActions } from './step-actions'

/** Step 3: the personal information, checked with the contract's rules and sent the way chosen in step 2. */
export function InfoStep({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useLingui()
  const form = useInfoForm()
  const marketingAgree = useSignupStore((s) => s.marketingAgree)
  const setConsents = useSignupStore((s) => s.setConsents)
  const submit = useSignupSubmit(form.method, form.showProblems)

  return (
    <form
      ref={form.formRef}
      className="signup-step signup-form"
      noValidate
      onBlur={form.onBlur}
      onSubmit={(e) => {
        const body = form.validateAll(e)
        if (body) submit.mutate(body)
      }}
    >
      <p className="signup-step__lead">
        <Trans>
          Fields marked <span className="field__required">*</span> are required.
        </Trans>
      </p>
      <InfoAccount form={form} />
      <InfoPerson form={form} />
      <InfoContact form={form} />
      <InfoAddress form={form} />
      <PhotoField
        value={form.values.photo}
        onChange={(photo) => form.setValue('photo', photo)}
        onProblem={(code) => (code ? form.showProblems({ photo: code }, false) : form.clearProblem('photo'))}
        error={form.errors.photo ? fieldMessage(i18n, 'photo', form.errors.photo) : null}
      />
      <div className="signup-section">
        <CheckBox name="marketingAgree" checked={marketingAgree} onChange={(on) => setConsents({ marketingAgree: on })}>
          <Trans>I agree to receive marketing information (optional, as chosen in step 1).</Trans>
        </CheckBox>
      </div>
      <StepActions
        onBack={onBack}
        backLabel={t`Previous`}
        nextLabel={submit.isPending ? t`Sending…` : form.method === 'phone' ? t`Sign up` : t`Send sign-up request`}
        busy={submit.isPending}
      />
    </form>
  )
}
