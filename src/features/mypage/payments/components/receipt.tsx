import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { orderQueryOptions } from '@/api/payments'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { formatDayTime } from '@/features/mypage/format'
import { ASSOCIATION } from '@/lib/association'
import { formatWon } from '@/lib/money'
import { useSessionStore } from '@/stores/session'
import { METHOD_TEXTS, PAYMENT_LABEL_TEXTS, paymentLineText, paymentOrderTitle } from '@/lib/payment-labels'
import { paymentErrorText } from '@/lib/payment-errors'
import '../receipt.css'

/** A printable receipt of a paid order (docs/requirements/payments.md#pay-10); the print sheet keeps only the paper. */
export function Receipt({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Receipt`)
  const name = useSessionStore((s) => s.userInfo?.name ?? '')
  const order = useQuery(orderQueryOptions(orderNo))
  const o = order.data
  const won = (n: number) => formatWon(n, i18n.locale)
  return (
    <div className="container receipt-page">
      <div className="receipt-tools no-print">
        <Link to="/member/mypage" search={{ tab: 'dues' }} className="btn">
          <Trans>Back to dues</Trans>
        </Link>
        {o?.receiptNo ? (
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </button>
        ) : null}
      </div>
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt__head">
          <p className="receipt__issuer">{i18n._(ASSOCIATION.name)}</p>
          <h1 id="receipt-title" className="receipt__title">
            <Trans>Receipt</Trans>
          </h1>
        </header>
        {order.isError ? (
          <p className="pay-error" role="alert">
            {paymentErrorText(i18n, order.error)}
          </p>
        ) : !o ? (
          <Skeleton height="12rem" />
        ) : !o.receiptNo ? (
          <p className="pay-error" role="alert">
            <Trans>This order is not paid, so it has no receipt.</Trans> ({i18n._(PAYMENT_LABEL_TEXTS[o.label])})
          </p>
        ) : (
          <>
            <dl className="receipt__facts">
              <div>
                <dt>
                  <Trans>Receipt number</Trans>
                </dt>
                <dd className="num">{o.receiptNo}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Order number</Trans>
                </dt>
                <dd className="num">{o.orderNo}</dd>
              </div>
              {name ? (
                <div>
                  <dt>
                    <Trans>Paid by</Trans>
                  </dt>
                  <dd>{name}</dd>
                </div>
              ) : null}
              <div>
                <dt>
                  <Trans>Paid on</Trans>
                </dt>
                <dd>{o.approvedAt ? formatDayTime(o.approvedAt, i18n.locale) : '–'}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Method</Trans>
                </dt>
                <dd>{o.method ? i18n._(METHOD_TEXTS[o.method]) : '–'}</dd>
              </div>
              <div>
                <dt>
                  <Trans>State</Trans>
                </dt>
                <dd>{i18n._(PAYMENT_LABEL_TEXTS[o.label])}</dd>
              </div>
            </dl>
            <table className="receipt__lines">
              <caption className="visually-hidden">{paymentOrderTitle(i18n, o)}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Item</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Amount</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {o.lines.map((line) => (
                  <tr key={line.name}>
                    <td>{paymentLineText(i18n, line)}</td>
                    <td className="num">{won(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {o.canceledAmount > 0 ? (
                  <tr>
                    <th scope="row">
                      <Trans>Cancelled</Trans>
                    </th>
                    <td className="num">−{won(o.canceledAmount)}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">
                    <Trans>Total paid</Trans>
                  </th>
                  <td className="num receipt__total">{won(o.amount - o.canceledAmount)}</td>
                </tr>
              </tfoot>
            </table>
            <p className="receipt__note">
              <Trans>This receipt confirms the payment above to the association.</Trans>
            </p>
          </>
        )}
      </article>
    </div>
  )
}
