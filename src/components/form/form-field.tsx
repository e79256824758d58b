import { useId, type ReactNode, type Ref } from 'react'
import { FieldNote, RequiredMark } from './field'

export interface FormFieldProps {
  ref?: Ref<HTMLInputElement>
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'email' | 'tel'
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
  /** A standing hint under the field (the rule), replaced by the error while there is one. */
  hint?: ReactNode
  error?: string | null
  /** A confirmation in green (e.g. "this ID can be used"); shown when there is no error. */
  success?: string | null
  /** A control beside the input, e.g. the duplicate-check or send-code button. */
  action?: ReactNode
}

/** A labelled input whose hint, error or success line is announced and tied to it (aria-describedby). */
export function FormField(props: FormFieldProps) {
  const {
    ref,
    name,
    label,
    value,
    onChange,
    type = 'text',
    error,
    success,
    hint,
    action,
    required,
    maxLength = 40,
  } = props
  const id = useId()
  const noteId = `${id}-note`
  const note = error ? 'error' : success ? 'success' : hint ? 'hint' : null
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className={action ? 'field__row' : undefined}>
        <input
          ref={ref}
          id={id}
          name={name}
          type={type}
          className="field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={maxLength}
          required={required}
          disabled={props.disabled}
          readOnly={props.readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        />
        {action}
      </div>
      {note === 'success' ? (
        <p id={noteId} className="field__success" role="status">
          {success}
        </p>
      ) : (
        <FieldNote id={noteId} error={error} hint={hint} />
      )}
    </div>
  )
}
