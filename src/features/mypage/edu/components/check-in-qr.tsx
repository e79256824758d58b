import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/**
 * The application's check-in code as a QR for the staff's scanner, with the code in letters for typing. qrcode loads
 * only when a QR is shown.
 */
export function CheckInQr({ code }: { code: string }) {
  const { t } = useLingui()
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then(({ default: QRCode }) =>
      QRCode.toDataURL(code, { margin: 1, width: 176, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setSrc(url)
      }),
    )
    return () => {
      live = false
    }
  }, [code])
  return (
    <figure className="edu-qr">
      {src ? <img src={src} width={176} height={176} alt={t`Check-in QR code`} /> : <span className="edu-qr__blank" />}
      <figcaption>
        <span className="edu-qr__hint">
          <Trans>Show this at the venue</Trans>
        </span>
        <code className="edu-qr__code">{code}</code>
      </figcaption>
    </figure>
  )
}
