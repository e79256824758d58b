import { Trans, useLingui } from '@lingui/react/macro'
import type { TicketDto } from '@contract/tickets'
import { formatSeoulMoment } from '@domain/time'
import { TicketQr } from './ticket-qr'
import './ticket-qr-list.css'

/**
 * A purchase's tickets, one QR per admission (docs/requirements/ticketing.md#tkt-9), the serial under each; a used
 * ticket says when it was admitted and a cancelled one says so instead of showing a code a gate would refuse.
 */
export function TicketQrList({ tickets }: { tickets: TicketDto[] }) {
  const { i18n } = useLingui()
  const showsCodes = tickets.some((ticket) => ticket.code !== null)
  return (
    <div className="ticket-qr-list">
      {showsCodes ? (
        <p className="ticket-qr-list__note">
          <Trans>Show one code per person at the gate. Turn your screen brightness up so it scans quickly.</Trans>
        </p>
      ) : null}
      <ul role="list" className="ticket-qr-list__items">
        {tickets.map((ticket, index) => (
          <li key={ticket.id} className={`ticket-qr ticket-qr--${ticket.state}`}>
            <p className="ticket-qr__count">
              <Trans>
                Ticket {index + 1} of {tickets.length}
              </Trans>
            </p>
            {ticket.state === 'valid' && ticket.code ? (
              <TicketQr code={ticket.code} serial={ticket.serial} />
            ) : (
              <div className="ticket-qr__void" aria-hidden="true" />
            )}
            <p className="ticket-qr__serial num">{ticket.serial}</p>
            {ticket.state === 'used' ? (
              <p className="ticket-qr__state">
                {ticket.usedAt ? (
                  <Trans>Used at {formatSeoulMoment(ticket.usedAt, i18n.locale)}</Trans>
                ) : (
                  <Trans>Used</Trans>
                )}
              </p>
            ) : ticket.state === 'cancelled' ? (
              <p className="ticket-qr__state">
                <Trans>Cancelled</Trans>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
