import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useState, type FormEvent } from 'react'
import { ApiError } from '@/api/api-error'
import { checkCard } from '@/api/member-card'
import { errorText } from '@/lib/error-texts'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { Icon } from '@/components/ui/icons'
import { CameraScanner, hasCamera } from '@/components/qr-scanner/camera-scanner'
import { CheckResult } from './check-result'
import '../card-check.css'

/**
 * /staff/card-check: staff and affiliated partners check a member's card (docs/requirements/my-page.md#my-4), by
 * camera where the device has one, or by the typed short code. The server answers; the page only shows it.
 */
export function CardCheckPage() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Membership card check`)
  const [code, setCode] = useState('')
  const [scanning, setScanning] = useState(false)
  const check = useMutation({ mutationFn: checkCard })
  const { mutate } = check
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) check.mutate(code.trim())
  }
  const onScanned = useCallback(
    (text: string) => {
      setScanning(false)
      mutate(text)
    },
    [mutate],
  )
  return (
    <div className="container card-check">
      <header className="card-check__head">
        <h1 className="card-check__title">
          <Trans>Membership card check</Trans>
        </h1>
        <p className="card-check__lead">
          <Trans>Scan the QR code on the member's phone, or type the code shown under it.</Trans>
        </p>
      </header>
      <div className="card-check__body">
        <section className="card-check__input" aria-label={t`Code`}>
          {scanning ? (
            <CameraScanner
              onCode={onScanned}
              onClose={() => setScanning(false)}
              failure={
                <Trans>The camera could not be opened. Type the code shown under the member's QR instead.</Trans>
              }
            />
          ) : hasCamera() ? (
            <button type="button" className="btn btn--primary btn--lg" onClick={() => setScanning(true)}>
              <Icon name="phone" />
              <Trans>Scan with the camera</Trans>
            </button>
          ) : null}
          <form className="card-check__form" onSubmit={submit}>
            <label className="field">
              <span className="field__label">
                <Trans>Code to type</Trans>
              </span>
              <input
                className="field__input card-check__code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder="1234-56-ABCD-EFGH"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={120}
              />
            </label>
            <button type="submit" className="btn btn--primary" disabled={check.isPending || !code.trim()}>
              <Trans>Check</Trans>
            </button>
          </form>
        </section>
        {check.isError ? (
          <p className="card-check__error" role="alert">
            {(check.error instanceof ApiError ? errorText(i18n, check.error.code) : null) ??
              t`The check failed. Check the connection and try again.`}
          </p>
        ) : check.data ? (
          <CheckResult result={check.data} />
        ) : null}
      </div>
    </div>
  )
}
