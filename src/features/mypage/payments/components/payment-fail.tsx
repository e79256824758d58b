import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { applyCartQueryOptions, rememberedEntryFeeOrder } from '@/api/game-apply'
import { myTicketsQueryOptions } from '@/api/tickets'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { failReasonText } from '@/lib/payment-errors'
import { PaymentFrame } from './payment-frame'
import { TicketFailRelease } from './ticket-fail-release'

const rememberedEntry = (orderNo: string | undefined) => {
  const remembered = orderNo ? rememberedEntryFeeOrder(orderNo) : null
  return remembered ? { gameId: remembered.gameId, id: remembered.applicationId } : undefined
}

/** Where the checkout window returns after a failure or a cancel: the reason in the member's words and a way back. */
export function PaymentFail({ code, orderId }: { code?: string; orderId?: string }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Payment not completed`)
  // A ticket order is recognised among the member's purchases (no request that could answer 404 for other orders).
  const mine = useQuery({ ...myTicketsQueryOptions(), enabled: Boolean(orderId) })
  const ticket = Boolean(orderId) && mine.data?.items.some((p) => p.orderNo === orderId) === true
  // An entry fee's place stays until its pay-by time: back to the application, where it can be paid again.
  const cart = useQuery({ ...applyCartQueryOptions(), enabled: Boolean(orderId) })
  // A card window that failed before the application knew its order: this tab remembered the order it opened.
  const found = orderId ? cart.data?.items.find((a) => a.orderNo === orderId) : undefined
  const entry = found ? { gameId: found.gameId, id: found.id } : rememberedEntry(orderId)
  return (
    <PaymentFrame title={<Trans>Payment not completed</Trans>}>
      <div className="pay-status" role="alert">
        <p className="pay-error">{failReasonText(i18n, code)}</p>
        <p className="pay-muted">
          {ticket || entry ? (
            <Trans>Nothing was charged.</Trans>
          ) : (
            <Trans>Nothing was charged. You can try again from your dues.</Trans>
          )}
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
        {ticket && orderId ? (
          <TicketFailRelease orderNo={orderId} />
        ) : entry ? (
          <div className="pay-actions">
            <Link
              to="/communitys/gameApplyComplete"
              search={{ gameId: entry.gameId, applicationId: entry.id }}
              className="btn btn--primary btn--lg"
            >
              <Trans>Back to your application</Trans>
            </Link>
          </div>
        ) : (
          <div className="pay-actions">
            <Link to="/member/mypage" search={{ tab: 'dues' }} className="btn btn--primary btn--lg">
              <Trans>Try again</Trans>
            </Link>
          </div>
        )}
      </div>
    </PaymentFrame>
  )
}
