import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import './camera-scanner.css'

/** Whether this device can offer a camera at all (the page shows the typed code only otherwise). */
export const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'

interface CameraScannerProps {
  onCode: (text: string) => void
  onClose: () => void
  /** What to do when the camera cannot be opened (type the code instead, in the page's words). */
  failure: ReactNode
}

/**
 * Reads a QR code from the camera: getUserMedia for the picture and jsQR (loaded only when a scan starts) on each
 * frame, since Chromium has no BarcodeDetector here. Stops the camera when it found a code or closes. Shared by the
 * membership card check (docs/requirements/my-page.md#my-4) and the ticket gate (docs/requirements/ticketing.md#tkt-9).
 */
export function CameraScanner({ onCode, onClose, failure }: CameraScannerProps) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let stream: MediaStream | null = null
    let frame = 0
    let stopped = false
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('2d', { willReadFrequently: true })
    void (async () => {
      try {
        const [{ default: jsQR }, media] = await Promise.all([
          import('jsqr'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ])
        stream = media
        if (stopped || !video.current || !context) return
        video.current.srcObject = media
        await video.current.play()
        const scan = () => {
          if (stopped || !video.current) return
          const { videoWidth: w, videoHeight: h } = video.current
          if (w > 0 && h > 0) {
            canvas.width = w
            canvas.height = h
            context.drawImage(video.current, 0, 0, w, h)
            const found = jsQR(context.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' })
            if (found?.data) {
              onCode(found.data)
              return
            }
          }
          frame = requestAnimationFrame(scan)
        }
        frame = requestAnimationFrame(scan)
      } catch {
        if (!stopped) setFailed(true)
      }
    })()
    return () => {
      stopped = true
      cancelAnimationFrame(frame)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [onCode])
  return (
    <div className="camera-scanner">
      {failed ? (
        <p role="alert">{failure}</p>
      ) : (
        <video ref={video} className="camera-scanner__video" muted playsInline aria-label={t`Camera`} />
      )}
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        <Trans>Close the camera</Trans>
      </button>
    </div>
  )
}
