import { useLingui } from '@lingui/react/macro'

export type PurchaseStep = 'select' | 'consent' | 'confirm'

const ORDER: PurchaseStep[] = ['select', 'consent', 'confirm']

/** Where the buyer is among the three steps; the current one is announced as the current step. */
export function PurchaseSteps({ current }: { current: PurchaseStep }) {
  const { t } = useLingui()
  const labels: Record<PurchaseStep, string> = {
    select: t`Select tickets`,
    consent: t`Terms`,
    confirm: t`Confirm and pay`,
  }
  const at = ORDER.indexOf(current)
  return (
    <ol className="ticket-steps" aria-label={t`Purchase steps`}>
      {ORDER.map((step, index) => (
        <li
          key={step}
          className="ticket-steps__item"
          data-state={index < at ? 'done' : index === at ? 'current' : 'next'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="ticket-steps__number">{index + 1}</span>
          <span>{labels[step]}</span>
        </li>
      ))}
    </ol>
  )
}
