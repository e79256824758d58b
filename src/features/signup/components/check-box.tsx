import type { ReactNode, Ref } from 'react'

interface CheckBoxProps {
  ref?: Ref<HTMLInputElement>
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  /** The id of the text this box is about (a consent's terms), or of its error. */
  describedBy?: string
  invalid?: boolean
  variant?: 'plain' | 'strong'
}

/** A real checkbox (keyboard, screen readers) drawn large enough for a thumb. */
export function CheckBox({
  ref,
  name,
  checked,
  onChange,
  children,
  describedBy,
  invalid,
  variant = 'plain',
}: CheckBoxProps) {
  return (
    <label className={`check check--${variant}`}>
      <input
        ref={ref}
        type="checkbox"
        name={name}
        className="check__input"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
      />
      <span className="check__box" aria-hidden="true" />
      <span className="check__label">{children}</span>
    </label>
  )
}
