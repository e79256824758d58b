interface StepActionsProps {
  onBack: () => void
  backLabel: string
  /** Without onNext the primary button submits the surrounding form. */
  onNext?: () => void
  nextLabel: string
  busy?: boolean
}

/** The step's way back and way on, the main action last (and first in reach on a phone: full width). */
export function StepActions({ onBack, backLabel, onNext, nextLabel, busy }: StepActionsProps) {
  return (
    <div className="signup-actions">
      <button type="button" className="btn btn--lg" onClick={onBack}>
        {backLabel}
      </button>
      <button type={onNext ? 'button' : 'submit'} className="btn btn--primary btn--lg" onClick={onNext} disabled={busy}>
        {nextLabel}
      </button>
    </div>
  )
}
