import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState, type FormEvent, type ReactNode } from 'react'
import { Icon } from '@/components/ui/icons'
import { errorText } from '@/lib/error-texts'
import { CameraScanner, hasCamera } from './camera-scanner'
import './code-desk.css'

interface CodeDeskProps {
  /** The typed code's label. */
  label: ReactNode
  placeholder: string
  /** What to do when the camera cannot open (type the code printed under the QR instead). */
  cameraFailure: ReactNode
  maxLength: number
  /** Codes in capitals (a card's short code) are shown so; signed ticket codes are left as typed. */
  capitals: boolean
  pending: boolean
  /** Checks a code; `typed` codes call `clear` once the check is through, if the page wants the field emptied. */
  onCheck: (code: string, clear: () => void) => void
}

/**
 * The desk of the gate pages (docs/requirements/ticketing.md#tkt-9, my-page.md#my-4): scan with the camera where the
 * device has one, or type the code; the page checks it and shows the answer.
 */
export function CodeDesk({ label, placeholder, cameraFailure, maxLength, capitals, pending, onCheck }: CodeDeskProps) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  const [scanning, setScanning] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) onCheck(code.trim(), () => setCode(''))
  }
  const onScanned = useCallback(
    (text: string) => {
      setScanning(false)
      onCheck(text, () => {})
    },
    [onCheck],
  )
  return (
    <section className="code-desk" aria-label={t`Code`}>
      {scanning ? (
        <CameraScanner onCode={onScanned} onClose={() => setScanning(false)} failure={cameraFailure} />
      ) : hasCamera() ? (
        <button type="button" className="btn btn--primary btn--lg" onClick={() => setScanning(true)}>
          <Icon name="phone" />
          <Trans>Scan with the camera</Trans>
        </button>
      ) : null}
      <form className="code-desk__form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{label}</span>
          <input
            className="field__input code-desk__code"
            data-capitals={capitals}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            autoCapitalize={capitals ? 'characters' : 'off'}
            spellCheck={false}
            maxLength={maxLength}
          />
        </label>
        <button type="submit" className="btn btn--primary btn--lg" disabled={pending || !code.trim()}>
          <Trans>Check</Trans>
        </button>
      </form>
    </section>
  )
}

/** A check that failed: the server's reason when it gave one (its error `code`), else the connection. */
export function CheckFailure({ code }: { code: string | number | null }) {
  const { t, i18n } = useLingui()
  return (
    <p className="code-desk__error" role="alert">
      {(code === null ? null : errorText(i18n, code)) ?? t`The check failed. Check the connection and try again.`}
    </p>
  )
}
