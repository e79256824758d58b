import { useId, type ReactNode, type Ref } from 'react'
import { Icon } from '@/components/ui/icons'

export interface ControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

interface FieldProps {
  label: ReactNode
  required?: boolean
  /** A standing hint under the control, replaced by the error while there is one. */
  hint?: ReactNode
  error?: string | null | undefined
  /** Renders the control with its id and the description that ties the hint or error to it. */
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled control of the clean centre's forms (textarea, select, date) with the portal's field look
 * (src/styles/forms.css): the hint or the error is announced and tied to the control.
 */
export function Field({ label, required, hint, error, children }: FieldProps) {
  const id = useId()
  const noteId = `${id}-note`
  const note = error ? 'error' : hint ? 'hint' : null
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
      {children({
        id,
        ...(note ? { 'aria-describedby': noteId } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {note === 'error' ? (
        <p id={noteId} className="field__error" role="alert">
          <Icon name="alert" width={16} height={16} />
          {error}
        </p>
      ) : note === 'hint' ? (
        <p id={noteId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** A native checkbox with its label around it; its error (a consent not given) sits under it. */
interface ConsentProps {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  error?: string | null | undefined
  inputRef?: Ref<HTMLInputElement>
}

export function Consent({ name, checked, onChange, children, error, inputRef }: ConsentProps) {
  const id = useId()
  return (
    <div className="clean-consent">
      <label className="clean-check">
        <input
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          <Icon name="alert" width={16} height={16} />
          {error}
        </p>
      ) : null}
    </div>
  )
}
