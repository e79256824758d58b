import { useId, type Ref } from 'react'
import { Icon } from '@/components/ui/icons'

interface FormFieldProps {
  ref?: Ref<HTMLInputElement>
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password'
  autoComplete?: string
  error?: string
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function FormField({ ref, name, label, value, onChange, type = 'text', autoComplete, error }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field__error">
          <Icon name="alert" width={16} height={16} />
          {error}
        </p>
      ) : null}
    </div>
  )
}
