import type { ReactNode } from 'react'

interface StepperProps {
  label: ReactNode
  /** What the group is called to a screen reader, e.g. "Strokes, Minjun Kim". */
  groupLabel: string
  /** null shows a dash: an optional value not entered. */
  value: number | null
  min: number
  max: number
  onChange: (value: number | null) => void
  decreaseLabel: string
  increaseLabel: string
  /** The value + gives from empty (putts: 2, the most common count, saves taps). */
  startAt?: number
  /** Allows − below `min` back to empty. */
  clearable?: boolean
  hint?: ReactNode
}

/** − value + with thumb-sized buttons: faster and surer than a keyboard with one hand on a course. */
export function Stepper({
  label,
  groupLabel,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  startAt = min,
  clearable = false,
  hint,
}: StepperProps) {
  const canDecrease = value !== null && (value > min || clearable)
  const canIncrease = value === null || value < max
  const decrease = () => {
    if (value === null) return
    onChange(value > min ? value - 1 : null)
  }
  const increase = () => onChange(value === null ? startAt : Math.min(max, value + 1))
  return (
    <div className="stepper" role="group" aria-label={groupLabel}>
      <span className="stepper__label">{label}</span>
      <button
        type="button"
        className="stepper__button"
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        onClick={decrease}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {value ?? '–'}
        {hint ? <span className="stepper__hint">{hint}</span> : null}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={increaseLabel}
        disabled={!canIncrease}
        onClick={increase}
      >
        +
      </button>
    </div>
  )
}
