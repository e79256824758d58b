import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { confirmBillingCard } from '@/api/payments'
import { queryKeys } from '@/api/query-keys'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { failReasonText, paymentErrorText } from '@/lib/payment-errors'
import { BILLING_CARD_TEXTS } from '@/lib/payment-labels'
import { PaymentFrame } from './payment-frame'

export type CardReturnProps = { authKey: string; customerKey: string } | { code: string | undefined }

/**
 * Where the card-registration window returns (docs/requirements/standing-and-dues.md#sd-12): with an authKey the
 * server turns it into the dues card (once: a query, so a re-render sends nothing again); with a code it failed.
 */
export function CardReturn(props: CardReturnProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Dues card`)
  return (
    <PaymentFrame title={<Trans>Dues card</Trans>}>
      <div className="pay-status">
        {'authKey' in props ? (
          <CardConfirm authKey={props.authKey} customerKey={props.customerKey} />
        ) : (
          <p className="pay-error" role="alert">
            {failReasonText(i18n, props.code)}
          </p>
        )}
        <div className="pay-actions">
          <Link to="/member/mypage" search={{ tab: 'dues' }} className="btn btn--primary btn--lg">
            <Trans>Back to dues</Trans>
          </Link>
        </div>
      </div>
    </PaymentFrame>
  )
}

function CardConfirm({ authKey, customerKey }: { authKey: string; customerKey: string }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const card = useQuery({
    queryKey: queryKeys.payments.billingCard(authKey),
    queryFn: () => confirmBillingCard({ authKey, customerKey }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  })
  useEffect(() => {
    if (card.isSuccess) void queryClient.invalidateQueries({ queryKey: queryKeys.dues.card() })
  }, [card.isSuccess, queryClient])
  if (card.isPending) return <Skeleton height="3rem" />
  if (card.isError)
    return (
      <p className="pay-error" role="alert">
        {paymentErrorText(i18n, card.error)}
      </p>
    )
  const c = card.data
  return (
    <div role="status" className="pay-status">
      <p className={`pay-status__label pay-status__label--${c.state === 'registered' ? 'paid' : 'non_payment'}`}>
        {i18n._(BILLING_CARD_TEXTS[c.state])}
      </p>
      {c.cardLabel ? <p className="pay-status__title">{c.cardLabel}</p> : null}
      {c.failureReason ? <p className="pay-muted">{c.failureReason}</p> : null}
    </div>
  )
}
