import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode, type Ref } from 'react'
import { FormField } from './form-field'

interface PasswordFieldProps {
  ref?: Ref<HTMLInputElement>
  value: string
  onChange: (value: string) => void
  error?: string | null
  name?: string
  label?: ReactNode
  /** current-password to log in or confirm, new-password where one is chosen (password managers offer one). */
  autoComplete?: 'current-password' | 'new-password'
  hint?: ReactNode
  required?: boolean
}

/** Password with a show/hide toggle: on a phone keyboard a typo is otherwise invisible. */
export function PasswordField({
  ref,
  value,
  onChange,
  error,
  name = 'pwd',
  label,
  autoComplete = 'current-password',
  hint,
  required,
}: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <div className="password-field">
      <FormField
        ref={ref}
        name={name}
        label={label ?? t`Password`}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        error={error}
        hint={hint}
        required={required}
        maxLength={100}
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
