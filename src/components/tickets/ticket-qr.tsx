import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** One ticket's signed code as a QR image; `qrcode` loads only on the pages that show tickets. */
export function TicketQr({ code, serial }: { code: string; serial: string }) {
  const { t } = useLingui()
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then(async (qr) => {
      // Level M and a wide image: a gate's phone camera reads it from a bright screen at arm's length.
      const url = await qr.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 560 })
      if (live) setSrc(url)
    })
    return () => {
      live = false
    }
  }, [code])
  return src ? (
    <img className="ticket-qr__image" src={src} alt={t`QR code of ticket ${serial}`} data-code={code} />
  ) : (
    <div className="ticket-qr__image ticket-qr__image--empty" aria-hidden="true" />
  )
}
