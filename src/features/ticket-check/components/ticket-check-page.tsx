import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCallback, useState, type FormEvent } from 'react'
import { isApiError } from '@/api/client'
import { CameraScanner, hasCamera } from '@/components/qr-scanner/camera-scanner'
import { Icon } from '@/components/ui/icons'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { errorText } from '@/lib/error-texts'
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
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Ticket inspection`)
  const [code, setCode] = useState('')
  const [scanning, setScanning] = useState(false)
  const online = useOnline()
  const waiting = useGateQueue((s) => s.queue.length)
  const recent = useGateQueue((s) => s.recent)
  const { check } = useTicketCheck()
  const { mutate } = check
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) mutate(code.trim(), { onSuccess: () => setCode('') })
  }
  const onScanned = useCallback(
    (text: string) => {
      setScanning(false)
      mutate(text)
    },
    [mutate],
  )
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
      <section className="ticket-check__input" aria-label={t`Code`}>
        {scanning ? (
          <CameraScanner
            onCode={onScanned}
            onClose={() => setScanning(false)}
            failure={
              <Trans>The camera could not be opened. Type the code printed under the ticket's QR instead.</Trans>
            }
          />
        ) : hasCamera() ? (
          <button type="button" className="btn btn--primary btn--lg" onClick={() => setScanning(true)}>
            <Icon name="phone" />
            <Trans>Scan with the camera</Trans>
          </button>
        ) : null}
        <form className="ticket-check__form" onSubmit={submit}>
          <label className="field">
            <span className="field__label">
              <Trans>Ticket code</Trans>
            </span>
            <input
              className="field__input ticket-check__code"
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="FWT1.…"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={400}
            />
          </label>
          <button type="submit" className="btn btn--primary btn--lg" disabled={check.isPending || !code.trim()}>
            <Trans>Check</Trans>
          </button>
        </form>
      </section>
      {check.isError ? (
        <p className="ticket-check__error" role="alert">
          {(isApiError(check.error) ? errorText(i18n, check.error.code) : null) ??
            t`The check failed. Check the connection and try again.`}
        </p>
      ) : check.data ? (
        <TicketResult view={check.data} />
      ) : null}
      <RecentChecks items={recent} />
    </div>
  )
}
