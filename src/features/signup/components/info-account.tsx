import { Trans, useLingui } from '@lingui/react/macro'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { useBind } from '../hooks/use-bind'
import { useIdCheck } from '../hooks/use-id-check'
import type { InfoForm } from '../hooks/use-info-form'

/** ID with its duplicate check, password and its confirmation. */
export function InfoAccount({ form }: { form: InfoForm }) {
  const { t } = useLingui()
  const { bind, messageOf } = useBind(form)
  const { check, checking } = useIdCheck(form)
  const idField = bind('id', (value) => value.replace(/\s/g, ''))
  const checked = form.checkedId !== null && form.checkedId === form.values.id.trim()
  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">
        <Trans>Account</Trans>
      </legend>
      <FormField
        {...idField}
        label={t`ID`}
        autoComplete="username"
        required
        maxLength={20}
        hint={t`6 to 20 lowercase letters and digits, starting with a letter. Check whether it is available.`}
        success={checked ? t`This ID can be used.` : null}
        action={
          <button type="button" className="btn signup-check" onClick={() => void check()} disabled={checking}>
            {t`Check availability`}
          </button>
        }
      />
      <PasswordField
        name="pwd"
        label={t`Password`}
        autoComplete="new-password"
        value={form.passwords.pwd}
        onChange={(value) => form.setPassword('pwd', value)}
        error={messageOf('pwd')}
        hint={t`8 to 20 characters mixing letters, digits and special characters.`}
        required
      />
      <PasswordField
        name="pwdConfirm"
        label={t`Confirm password`}
        autoComplete="new-password"
        value={form.passwords.pwdConfirm}
        onChange={(value) => form.setPassword('pwdConfirm', value)}
        error={messageOf('pwdConfirm')}
        required
      />
    </fieldset>
  )
}
