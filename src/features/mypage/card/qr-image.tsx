import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** The code as a QR image; qrcode loads only on the card's page. */
export function QrImage({ text }: { text: string }) {
  const { t } = useLingui()
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then(async (qr) => {
      const url = await qr.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 480 })
      if (live) setSrc(url)
    })
    return () => {
      live = false
    }
  }, [text])
  return src ? (
    <img className="member-card__qr" src={src} alt={t`QR code of your membership card`} data-code={text} />
  ) : (
    <div className="member-card__qr member-card__qr--empty" aria-hidden="true" />
  )
}
