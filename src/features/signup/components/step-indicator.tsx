import { useLingui } from '@lingui/react/macro'
import { SIGNUP_STEPS, stepIndex, type SignupStep } from '../steps'

/** 1-2-3-4 with the current step marked; short labels so four fit side by side on a 390 px phone. */
export function StepIndicator({ step }: { step: SignupStep }) {
  const { t } = useLingui()
  const labels: Record<SignupStep, string> = {
    terms: t`Terms`,
    method: t`Verification`,
    info: t`Details`,
    done: t`Complete`,
  }
  const current = stepIndex(step)
  return (
    <ol className="step-indicator" aria-label={t`Sign-up steps`}>
      {SIGNUP_STEPS.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li
            key={name}
            className={`step-indicator__item step-indicator__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="step-indicator__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="step-indicator__label">
              <span className="visually-hidden">{t`Step ${index + 1}:`} </span>
              {labels[name]}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
