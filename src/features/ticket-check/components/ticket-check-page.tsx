import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isApiError } from '@/api/client'
import { CheckFailure, CodeDesk } from '@/components/qr-scanner/code-desk'
import { Icon } from '@/components/ui/icons'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useOnline } from '../hooks/use-online'
import { useTicketCheck } from '../hooks/use-ticket-check'
import { useGateQueue } from '../stores/gate-queue'
import { RecentChecks } from './recent-checks'
import { TicketResult } from './ticket-result'
import '../ticket-check.css'

/**
 * /staff/ticket-check: association members and staff inspect tickets at the gate (docs/requirements/ticketing.md
 * #tkt-9) by camera where the device has one, or by the typed code; offline, signatures are checked here and the
 * codes redeemed when the network returns. The affiliated-company check is the membership card check beside it.
 */
export function TicketCheckPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Ticket inspection`)
  const online = useOnline()
  const waiting = useGateQueue((s) => s.queue.length)
  const recent = useGateQueue((s) => s.recent)
  const { check } = useTicketCheck()
  const { mutate } = check
  const onCheck = useCallback((code: string, clear: () => void) => mutate(code, { onSuccess: clear }), [mutate])
  return (
    <div className="container ticket-check">
      <header className="ticket-check__head">
        <h1 className="ticket-check__title">
          <Trans>Ticket inspection</Trans>
        </h1>
        <nav className="ticket-check__tabs" aria-label={t`Gate checks`}>
          <Link to="/staff/ticket-check" className="ticket-check__tab" aria-current="page">
            <Icon name="ticket" />
            <Trans>Ticket check</Trans>
          </Link>
          <Link to="/staff/card-check" className="ticket-check__tab">
            <Icon name="idCard" />
            <Trans>Affiliated-company check</Trans>
          </Link>
        </nav>
        <p className="ticket-check__lead">
          <Trans>Scan the QR code of the ticket, or type the code printed under it. Each ticket admits once.</Trans>
        </p>
      </header>
      {!online || waiting > 0 ? (
        <p className="ticket-check__network" data-online={online}>
          {online ? (
            <Trans>Back online: sending {waiting} codes checked offline…</Trans>
          ) : (
            <Trans>
              Offline: codes are checked by their signature and admitted when the connection returns. Waiting: {waiting}
            </Trans>
          )}
        </p>
      ) : null}
      <CodeDesk
        label={<Trans>Ticket code</Trans>}
        placeholder="FWT1.…"
        cameraFailure={
          <Trans>The camera could not be opened. Type the code printed under the ticket's QR instead.</Trans>
        }
        maxLength={400}
        capitals={false}
        pending={check.isPending}
        onCheck={onCheck}
      />
      {check.isError ? (
        <CheckFailure code={isApiError(check.error) ? check.error.code : null} />
      ) : check.data ? (
        <TicketResult view={check.data} />
      ) : null}
      <RecentChecks items={recent} />
    </div>
  )
}
