import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { failReasonText } from '@/lib/payment-errors'
import { PaymentFrame } from './payment-frame'

/** Where the checkout window returns after a failure or a cancel: the reason in the member's words and a way back. */
export function PaymentFail({ code, orderId }: { code?: string; orderId?: string }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Payment not completed`)
  return (
    <PaymentFrame title={<Trans>Payment not completed</Trans>}>
      <div className="pay-status" role="alert">
        <p className="pay-error">{failReasonText(i18n, code)}</p>
        <p className="pay-muted">
          <Trans>Nothing was charged. You can try again from your dues.</Trans>
        </p>
        {code ? (
          <p className="pay-muted pay-order-no">
            <Trans>Code</Trans> <span className="num">{code}</span>
            {orderId ? (
              <>
                {' · '}
                <Trans>Order number</Trans> <span className="num">{orderId}</span>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="pay-actions">
          <Link to="/member/mypage" search={{ tab: 'dues' }} className="btn btn--primary btn--lg">
            <Trans>Try again</Trans>
          </Link>
        </div>
      </div>
    </PaymentFrame>
  )
}
