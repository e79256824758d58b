import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

/** Whether this device can offer a camera at all (the page shows the typed code only otherwise). */
export const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'

/**
 * Reads a QR code from the camera: getUserMedia for the picture and jsQR (loaded only when a scan starts) on each
 * frame, since Chromium has no BarcodeDetector here. Stops the camera when it found a code or closes.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
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
    <div className="card-check__camera">
      {failed ? (
        <p role="alert">
          <Trans>The camera could not be opened. Type the code shown under the member's QR instead.</Trans>
        </p>
      ) : (
        <video ref={video} className="card-check__video" muted playsInline aria-label="camera" />
      )}
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        <Trans>Close the camera</Trans>
      </button>
    </div>
  )
}
