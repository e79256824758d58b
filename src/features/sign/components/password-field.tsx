import { useLingui } from '@lingui/react/macro'
import { useState, type Ref } from 'react'
import { FormField } from './form-field'

interface PasswordFieldProps {
  ref?: Ref<HTMLInputElement>
  value: string
  onChange: (value: string) => void
  error?: string
}

/** Password with a show/hide toggle: on a phone keyboard a typo is otherwise invisible. */
export function PasswordField({ ref, value, onChange, error }: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <div className="password-field">
      <FormField
        ref={ref}
        name="pwd"
        label={t`Password`}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        autoComplete="current-password"
        error={error}
      />
      <button
        type="button"
        className="password-field__toggle"
        aria-pressed={visible}
        aria-label={t`Show password`}
        onClick={() => setVisible((v) => !v)}
      >
        {t`Show`}
      </button>
    </div>
  )
}
