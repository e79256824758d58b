import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { TicketProductDto } from '@contract/tickets'
import { ticketProductsQueryOptions } from '@/api/tickets'
import { inLanguage, ticketDayText, ticketKindText } from '@/lib/ticket-labels'
import { TabSkeleton } from '../components/query-state'
import { formatCount, formatSeoulInstant, useWon } from './info-format'
import './ticket-info.css'

/**
 * The tournament's tickets as a spectator reads them before buying (docs/requirements/ticketing.md#tkt-1, #tkt-2):
 * grouped by type, each day or course with its price, what is left and its sale window, and the way to buy.
 */
export function TicketInfo({ gameId }: { gameId: number }) {
  const { t, i18n } = useLingui()
  const products = useQuery(ticketProductsQueryOptions(gameId))
  if (products.isPending) return <TabSkeleton rows={3} />
  if (products.isError) return <p className="game-note">{t`Ticket information could not be loaded`}</p>
  const list = products.data.products
  if (list.length === 0)
    return (
      <p className="info-soon" role="note">
        <Trans>Online ticket sales have not opened for this tournament yet.</Trans>
      </p>
    )
  const kinds = [...new Set(list.map((p) => p.kind))]
  const buyable = list.some((p) => p.onSale && p.leftCount > 0)
  return (
    <div className="ticket-info">
      {kinds.map((kind) => (
        <section key={kind} className="ticket-info__group" aria-label={ticketKindText(i18n, kind)}>
          <h4 className="ticket-info__kind">{ticketKindText(i18n, kind)}</h4>
          <ul role="list" className="ticket-info__list">
            {list
              .filter((p) => p.kind === kind)
              .map((p) => (
                <ProductRow key={p.id} product={p} />
              ))}
          </ul>
        </section>
      ))}
      {buyable ? (
        <Link to="/tickets/$gameId" params={{ gameId: String(gameId) }} className="btn btn--primary btn--lg">
          <Trans>Buy tickets</Trans>
        </Link>
      ) : (
        <p className="info-soon" role="note">
          {list.every((p) => p.leftCount === 0) ? t`All tickets sold.` : t`No ticket is on sale now.`}
        </p>
      )}
    </div>
  )
}

function ProductRow({ product: p }: { product: TicketProductDto }) {
  const { t, i18n } = useLingui()
  const won = useWon()
  const left = formatCount(p.leftCount, i18n.locale)
  const opens = formatSeoulInstant(p.saleOpensAt, i18n.locale)
  const closes = formatSeoulInstant(p.saleClosesAt, i18n.locale)
  return (
    <li className="ticket-info__item">
      <div className="ticket-info__what">
        <strong>{inLanguage(i18n, p.nameKo, p.nameEn)}</strong>
        <span className="ticket-info__day">
          {ticketDayText(i18n, p.day)} · {inLanguage(i18n, p.courseKo, p.courseEn)}
        </span>
        <span className="ticket-info__window">{t`On sale ${opens} – ${closes}`}</span>
        {p.membersOnly ? <span className="ticket-info__note">{t`Association members only`}</span> : null}
        {p.kind === 'junior' ? <span className="ticket-info__note">{t`For spectators under 19`}</span> : null}
      </div>
      <div className="ticket-info__figures">
        <span className="ticket-info__price num">{won(p.priceWon)}</span>
        <span className={`ticket-info__left${p.leftCount === 0 ? ' ticket-info__left--none' : ''}`}>
          {p.leftCount === 0 ? t`All tickets sold` : t`${left} left`}
        </span>
      </div>
    </li>
  )
}
