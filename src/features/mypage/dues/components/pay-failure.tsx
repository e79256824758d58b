import { useLingui } from '@lingui/react/macro'
import { paymentErrorText } from '@/lib/payment-errors'

/** A payment call's failure, said where the member pressed the button. */
export function PayFailure({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  return (
    <p className="dues-error" role="alert">
      {paymentErrorText(i18n, error)}
    </p>
  )
}
