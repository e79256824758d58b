import { useId, type ReactNode } from 'react'
import { Icon } from '@/components/ui/icons'

interface Option {
  value: string
  label: string
}

interface FieldShellProps {
  label: ReactNode
  required?: boolean
  error?: string | null
}

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      <Icon name="alert" width={16} height={16} />
      {error}
    </p>
  ) : null
}

/** Radio buttons drawn as a segmented control (gender): one tap, and the choice is visible at once. */
export function RadioField({
  name,
  label,
  required,
  error,
  options,
  value,
  onChange,
}: FieldShellProps & { name: string; options: Option[]; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <fieldset
      className="field choice"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="choice__options">
        {options.map((option) => (
          <label key={option.value} className="choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  )
}

/** A native select styled as the other fields: on phones it opens the system's own picker. */
export function SelectField({
  name,
  label,
  required,
  error,
  options,
  value,
  onChange,
  placeholder,
}: FieldShellProps & {
  name: string
  options: Option[]
  value: string
  onChange: (value: string) => void
  placeholder: string
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
