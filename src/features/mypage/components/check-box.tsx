import type { ReactNode } from 'react'

interface CheckBoxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  name?: string
  /** A switch reads as "on/off, applied at once"; a checkbox as a choice saved with its form. */
  role?: 'switch'
  disabled?: boolean
  describedBy?: string
}

/** A native checkbox with its label around it: the whole line is the target, keyboard and reader work as usual. */
export function CheckBox({ checked, onChange, children, name, role, disabled, describedBy }: CheckBoxProps) {
  return (
    <label className={`mypage-check${role === 'switch' ? ' mypage-check--switch' : ''}`}>
      <input
        type="checkbox"
        name={name}
        role={role}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="mypage-check__box" aria-hidden="true" />
      <span className="mypage-check__label">{children}</span>
    </label>
  )
}
