import './step-bar.css'

export interface StepBarProps<K extends string> {
  steps: ReadonlyArray<{ key: K; label: string }>
  current: K
  /** The list's name for screen readers ("Purchase steps"). */
  label: string
  className?: string
}

/** Where one is among a flow's steps; the current one is announced as the current step. */
export function StepBar<K extends string>({ steps, current, label, className }: StepBarProps<K>) {
  const at = steps.findIndex((s) => s.key === current)
  return (
    <ol className={className ? `step-bar ${className}` : 'step-bar'} aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className="step-bar__item"
          data-state={index < at ? 'done' : index === at ? 'current' : 'next'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="step-bar__number">{index + 1}</span>
          <span className="step-bar__label">{step.label}</span>
        </li>
      ))}
    </ol>
  )
}
