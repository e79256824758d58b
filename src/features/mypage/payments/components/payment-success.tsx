import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { confirmPayment } from '@/api/payments'
import { queryKeys } from '@/api/query-keys'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { idempotencyKeyFor } from '../idempotency-key'
import { isAmountMismatch, paymentErrorText } from '@/lib/payment-errors'
import { OrderStatus } from './order-status'
import { PaymentFrame } from './payment-frame'

export interface SuccessReturn {
  paymentKey: string
  orderId: string
  amount: number
}

/**
 * Where the checkout window returns after a payment (docs/requirements/payments.md#pay-3): the server confirms it
 * with the order's own amount. A query, not a mutation, so a re-render or a second mount never sends a second
 * confirm; a reload sends one with the same idempotency key and gets the stored answer.
 */
export function PaymentSuccess({ paymentKey, orderId, amount }: SuccessReturn) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Payment`)
  const [key] = useState(() => idempotencyKeyFor(orderId))
  const confirm = useQuery({
    queryKey: queryKeys.payments.confirm(orderId, paymentKey, amount),
    queryFn: () => confirmPayment({ orderNo: orderId, paymentKey, amount }, key),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  })
  return (
    <PaymentFrame title={<Trans>Payment</Trans>}>
      {confirm.isPending ? (
        <div role="status">
          <p className="pay-muted">
            <Trans>Confirming your payment…</Trans>
          </p>
          <Skeleton height="8rem" radius="12px" />
        </div>
      ) : confirm.isError ? (
        <div className="pay-status" role="alert">
          <p className="pay-error">{paymentErrorText(i18n, confirm.error)}</p>
          {isAmountMismatch(confirm.error) ? (
            <p className="pay-muted">
              <Trans>The amount charged is not the order's amount, so nothing was paid.</Trans>
            </p>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => void confirm.refetch()}>
              <Trans>Try again</Trans>
            </button>
          )}
          <div className="pay-actions">
            <Link to="/member/mypage" search={{ tab: 'dues' }} className="btn">
              <Trans>Back to dues</Trans>
            </Link>
          </div>
        </div>
      ) : (
        <OrderStatus orderNo={confirm.data.orderNo} initial={confirm.data} />
      )}
    </PaymentFrame>
  )
}
