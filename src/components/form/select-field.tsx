import type { ReactNode } from 'react'
import { Field } from './field'

export interface SelectOption {
  value: string | number
  label: string
}

export interface SelectGroup {
  label: string
  options: readonly SelectOption[]
}

interface SelectFieldProps {
  label: ReactNode
  value: string | number
  onChange: (value: string) => void
  /** Flat options, or `groups` shown as option groups (an empty group is left out). */
  options?: readonly SelectOption[]
  groups?: readonly SelectGroup[]
  name?: string
  /** Extra classes of the field's box and of the select itself (a page's own width, say). */
  className?: string
  selectClassName?: string
  required?: boolean
  disabled?: boolean
  hint?: ReactNode
  error?: string | null
}

/** A labelled select on the portal's Field. */
export function SelectField(props: SelectFieldProps) {
  const { options = [], groups = [] } = props
  const optionOf = (o: SelectOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  )
  return (
    <Field
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={props.error}
      className={props.className}
    >
      {(control) => (
        <select
          {...control}
          name={props.name}
          className={props.selectClassName ? `field__input ${props.selectClassName}` : 'field__input'}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          disabled={props.disabled}
        >
          {options.map(optionOf)}
          {groups.map((g) =>
            g.options.length > 0 ? (
              <optgroup key={g.label} label={g.label}>
                {g.options.map(optionOf)}
              </optgroup>
            ) : null,
          )}
        </select>
      )}
    </Field>
  )
}
