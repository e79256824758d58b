import { Trans, useLingui } from '@lingui/react/macro'
import type { TicketQuoteDto } from '@contract/tickets'
import { formatWon } from '@/lib/money'

/** The figures of the selection; "checking" until the server's quote has answered for exactly this selection. */
export function PriceSummary({ quote, confirmed }: { quote: TicketQuoteDto | null; confirmed: boolean }) {
  const { t, i18n } = useLingui()
  if (!quote) return null
  const won = (n: number) => formatWon(n, i18n.locale)
  return (
    <dl className="ticket-summary" aria-busy={!confirmed} aria-label={t`Payment amount`}>
      <div>
        <dt>
          <Trans>
            Tickets ({won(quote.unitPriceWon)} × {quote.quantity})
          </Trans>
        </dt>
        <dd className="num">{won(quote.subtotalWon)}</dd>
      </div>
      {quote.couponDiscountWon > 0 ? (
        <div>
          <dt>{t`Coupon discount`}</dt>
          <dd className="num">−{won(quote.couponDiscountWon)}</dd>
        </div>
      ) : null}
      {quote.cashWon > 0 ? (
        <div>
          <dt>{t`Cash used`}</dt>
          <dd className="num">−{won(quote.cashWon)}</dd>
        </div>
      ) : null}
      <div className="ticket-summary__total">
        <dt>{t`Amount to pay`}</dt>
        <dd className="num" data-testid="ticket-payable">
          {won(quote.payableWon)}
        </dd>
      </div>
      {confirmed ? null : <p className="ticket-summary__checking">{t`Checking the amount…`}</p>}
    </dl>
  )
}
