import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TicketPurchaseDto } from '@contract/tickets'
import { formatSeoulMoment } from '@domain/time'
import { TicketQrList } from '@/components/tickets/ticket-qr-list'
import { formatWon } from '@/lib/money'
import { inLanguage, ticketDayText, ticketStateText } from '@/lib/ticket-labels'
import { CancelButton } from './cancel-button'

/** One purchase: what, when, the amounts, its state, its QR tickets (folded once used or cancelled) and "Cancel". */
export function PurchaseCard({ purchase: p }: { purchase: TicketPurchaseDto }) {
  const { t, i18n } = useLingui()
  const won = (n: number) => formatWon(n, i18n.locale)
  const [open, setOpen] = useState(p.state === 'purchased')
  const cancellable =
    p.state === 'purchased' && p.cancellableUntil !== null && Date.parse(p.cancellableUntil) > Date.now()
  return (
    <li className="my-ticket" aria-labelledby={`my-ticket-${p.id}`}>
      <div className="my-ticket__head">
        <div>
          <h3 id={`my-ticket-${p.id}`} className="my-ticket__game">
            {inLanguage(i18n, p.gameNameKo, p.gameNameEn)}
          </h3>
          <p className="my-ticket__what">
            {inLanguage(i18n, p.product.nameKo, p.product.nameEn)} · {ticketDayText(i18n, p.product.day)} ·{' '}
            {inLanguage(i18n, p.product.courseKo, p.product.courseEn)}
          </p>
        </div>
        <span className={`my-ticket__state my-ticket__state--${p.state}`}>{ticketStateText(i18n, p.state)}</span>
      </div>
      <dl className="my-ticket__facts">
        <div>
          <dt>{t`Purchase number`}</dt>
          <dd className="num">{p.purchaseNo}</dd>
        </div>
        <div>
          <dt>{t`Quantity`}</dt>
          <dd className="num">{p.quantity}</dd>
        </div>
        <div>
          <dt>{t`Ticket amount`}</dt>
          <dd className="num">{won(p.subtotalWon)}</dd>
        </div>
        <div>
          <dt>{t`Coupon`}</dt>
          <dd className="num">{p.couponDiscountWon > 0 ? `−${won(p.couponDiscountWon)}` : '–'}</dd>
        </div>
        <div>
          <dt>{t`Cash`}</dt>
          <dd className="num">{p.cashWon > 0 ? `−${won(p.cashWon)}` : '–'}</dd>
        </div>
        <div>
          <dt>{t`Paid`}</dt>
          <dd className="num">{won(p.payableWon)}</dd>
        </div>
        <div>
          <dt>{t`Purchased on`}</dt>
          <dd>{formatSeoulMoment(p.paidAt ?? p.createdAt, i18n.locale)}</dd>
        </div>
        {p.state === 'cancelled' && p.cancelledAt ? (
          <div>
            <dt>{t`Cancelled on`}</dt>
            <dd>
              {formatSeoulMoment(p.cancelledAt, i18n.locale)} · {t`Refund ${won(p.refundWon)}`}
            </dd>
          </div>
        ) : null}
      </dl>
      {p.tickets.length > 0 ? (
        <div className="my-ticket__codes">
          <button type="button" className="btn btn--sm" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
            {open ? t`Hide tickets` : t`Show tickets (${p.tickets.length})`}
          </button>
          {open ? <TicketQrList tickets={p.tickets} /> : null}
        </div>
      ) : null}
      {cancellable ? (
        <div className="my-ticket__actions">
          <CancelButton purchase={p} />
          <p className="my-ticket__hint">
            <Trans>Full refund until {formatSeoulMoment(p.cancellableUntil!, i18n.locale)}</Trans>
          </p>
        </div>
      ) : null}
    </li>
  )
}
