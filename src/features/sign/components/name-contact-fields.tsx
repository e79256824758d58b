import { useLingui } from '@lingui/react/macro'
import { FormField } from '@/components/form/form-field'
import type { ContactForm } from '../hooks/use-contact-form'
import { ContactChoice } from './contact-choice'

/**
 * The name and the e-mail or mobile of a recovery form (docs/requirements/accounts.md#acc-16: name, and e-mail or
 * phone).
 */
export function NameContactFields({ form }: { form: ContactForm }) {
  const { t } = useLingui()
  const { input, change } = form
  return (
    <>
      <FormField
        ref={form.nameRef}
        name="name"
        label={t`Name`}
        autoComplete="name"
        maxLength={30}
        value={input.name}
        onChange={(name) => change({ name })}
        error={form.fieldError('name')}
      />
      <ContactChoice
        method={input.method}
        onMethod={form.switchMethod}
        email={input.email}
        onEmail={(email) => change({ email })}
        mobile={input.mobile}
        onMobile={(mobile) => change({ mobile })}
        error={form.fieldError(input.method)}
        inputRef={form.contactRef}
      />
    </>
  )
}
