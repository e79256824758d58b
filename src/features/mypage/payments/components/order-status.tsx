import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { PaymentOrderDto } from '@contract/payments'
import { orderQueryOptions } from '@/api/payments'
import { queryKeys } from '@/api/query-keys'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDayTime } from '@/features/mypage/format'
import { formatWon } from '@/lib/money'
import { paymentErrorText } from '@/lib/payment-errors'
import { PAYMENT_LABEL_TEXTS, paymentOrderTitle } from '@/lib/payment-labels'
import { EntryFeeOrderLink } from './entry-fee-order-link'
import { TicketOrderLink } from './ticket-order-link'
import { VirtualAccountBox } from './virtual-account-box'

/**
 * While a virtual account waits for its deposit the page asks again this often; the deposit arrives by webhook.
 * An object so the unit tests can shorten the wait instead of timing anything.
 */
export const depositPoll = { ms: 3000 }

/**
 * An order as the member follows it (docs/requirements/payments.md#pay-4): paid with its receipt, or waiting for a
 * deposit into a virtual account, asked again until the deposit arrives so the page turns to paid by itself.
 */
export function OrderStatus({ orderNo, initial }: { orderNo: string; initial?: PaymentOrderDto }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const order = useQuery({
    ...orderQueryOptions(orderNo),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.state === 'WAITING_FOR_DEPOSIT' ? depositPoll.ms : false),
  })
  const o = order.data
  const paid = o?.label === 'paid'
  // A payment changes the member's bills, standing and permissions.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: queryKeys.dues.all })
  }, [paid, queryClient])

  if (order.isError && !o)
    return (
      <p className="pay-error" role="alert">
        {paymentErrorText(i18n, order.error)}
      </p>
    )
  if (!o) return <Skeleton height="10rem" radius="12px" />
  return (
    <div className="pay-status" aria-live="polite">
      <p className={`pay-status__label pay-status__label--${o.label}`}>{i18n._(PAYMENT_LABEL_TEXTS[o.label])}</p>
      <h2 className="pay-status__title">{paymentOrderTitle(i18n, o)}</h2>
      <p className="pay-status__amount num">{formatWon(o.amount, i18n.locale)}</p>
      {o.state === 'WAITING_FOR_DEPOSIT' && o.virtualAccount ? (
        <>
          <VirtualAccountBox account={o.virtualAccount} amount={o.amount} />
          <p className="pay-muted">
            <Trans>This page turns to paid by itself when the deposit arrives.</Trans>
          </p>
        </>
      ) : null}
      {paid ? (
        <>
          {o.approvedAt ? (
            <p className="pay-muted">
              <Trans>Paid on {formatDayTime(o.approvedAt, i18n.locale)}</Trans>
            </p>
          ) : null}
          <div className="pay-actions">
            <Link to="/payments/receipt/$orderNo" params={{ orderNo: o.orderNo }} className="btn btn--primary btn--lg">
              <Trans>Receipt</Trans>
            </Link>
            <BackLink purpose={o.purpose} orderNo={o.orderNo} />
          </div>
        </>
      ) : (
        <div className="pay-actions">
          <BackLink purpose={o.purpose} orderNo={o.orderNo} />
        </div>
      )}
      <p className="pay-muted pay-order-no">
        <Trans>Order number</Trans> <span className="num">{o.orderNo}</span>
      </p>
    </div>
  )
}

/**
 * Back to what the order paid for: tickets to their completion page, entry fees to the application's outcome,
 * education fees to the applications, the rest to dues.
 */
function BackLink({ purpose, orderNo }: { purpose: string; orderNo: string }) {
  if (purpose === 'ticket') return <TicketOrderLink orderNo={orderNo} />
  if (purpose === 'entry_fee') return <EntryFeeOrderLink orderNo={orderNo} />
  return purpose === 'education' ? (
    <Link to="/member/mypage" search={{ tab: 'edu' }} className="btn btn--lg">
      <Trans>Back to my education applications</Trans>
    </Link>
  ) : (
    <Link to="/member/mypage" search={{ tab: 'dues' }} className="btn btn--lg">
      <Trans>Back to dues</Trans>
    </Link>
  )
}
