import { useLingui } from '@lingui/react/macro'
import { StepBar } from '@/components/ui/step-bar'

export type PurchaseStep = 'select' | 'consent' | 'confirm'

/** Where the buyer is among the three steps (docs/requirements/ticketing.md#tkt-3). */
export function PurchaseSteps({ current }: { current: PurchaseStep }) {
  const { t } = useLingui()
  const steps = [
    { key: 'select', label: t`Select tickets` },
    { key: 'consent', label: t`Terms` },
    { key: 'confirm', label: t`Confirm and pay` },
  ] as const
  return <StepBar steps={steps} current={current} label={t`Purchase steps`} className="ticket-steps" />
}
