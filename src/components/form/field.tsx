import { useId, type ReactNode } from 'react'
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
  /** Extra classes of the field's box (a page's own width, say). */
  className?: string
  /** Renders the control with its id and the description that ties the hint or error to it. */
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled control (textarea, select, date, file) with the portal's field look (src/styles/forms.css): the hint
 * or the error is announced and tied to the control. FormField is the same for a text input.
 */
export function Field({ label, required, hint, error, className, children }: FieldProps) {
  const id = useId()
  const noteId = `${id}-note`
  const note = error ? 'error' : hint ? 'hint' : null
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        ...(note ? { 'aria-describedby': noteId } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      <FieldNote id={noteId} error={error} hint={hint} />
    </div>
  )
}

export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/** The line under a control: its error (announced) or else its standing hint. */
export function FieldNote({ id, error, hint }: { id: string; error?: string | null | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="field__error" role="alert">
        <Icon name="alert" width={16} height={16} />
        {error}
      </p>
    )
  }
  return hint ? (
    <p id={id} className="field__hint">
      {hint}
    </p>
  ) : null
}
