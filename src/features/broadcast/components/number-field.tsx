import { useState } from 'react'

interface NumberFieldProps {
  id: string
  name: string
  value: number | null
  min: number
  max?: number
  /** A value in range, as soon as one is typed; null when the field is emptied and `allowEmpty`. */
  onCommit: (value: number | null) => void
  allowEmpty?: boolean
}

/**
 * A number the operator types freely: the text is the field's own until it makes a value in range,
 * so typing "12" does not pass through a clamped "3"; leaving the field puts back the value in force.
 */
export function NumberField({
  id,
  name,
  value,
  min,
  max = Number.MAX_SAFE_INTEGER,
  onCommit,
  allowEmpty = false,
}: NumberFieldProps) {
  const [text, setText] = useState<string | null>(null)
  return (
    <input
      id={id}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      max={max === Number.MAX_SAFE_INTEGER ? undefined : max}
      value={text ?? (value === null ? '' : String(value))}
      onChange={(event) => {
        const raw = event.target.value
        setText(raw)
        const number = Number(raw)
        if (raw.trim() === '' && allowEmpty) onCommit(null)
        else if (raw.trim() !== '' && Number.isInteger(number) && number >= min && number <= max) onCommit(number)
      }}
      onBlur={() => setText(null)}
    />
  )
}
