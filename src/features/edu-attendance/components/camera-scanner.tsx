import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

/**
 * Reads a QR from the device's camera where there is one (jsqr on video frames, loaded only when the camera starts);
 * without a camera or permission it says so and the typed code stays the way in.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [on, setOn] = useState(false)
  const [problem, setProblem] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const hasCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia

  useEffect(() => {
    if (!on) return
    let stream: MediaStream | null = null
    let frame = 0
    let stopped = false
    const canvas = document.createElement('canvas')
    const start = async () => {
      try {
        const [{ default: jsQR }, media] = await Promise.all([
          import('jsqr'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
        ])
        stream = media
        const el = video.current
        if (!el || stopped) return
        el.srcObject = media
        await el.play()
        const tick = () => {
          if (stopped) return
          if (el.videoWidth > 0) {
            canvas.width = el.videoWidth
            canvas.height = el.videoHeight
            const ctx = canvas.getContext('2d', { willReadFrequently: true })
            if (ctx) {
              ctx.drawImage(el, 0, 0)
              const image = ctx.getImageData(0, 0, canvas.width, canvas.height)
              const found = jsQR(image.data, image.width, image.height)
              if (found?.data) {
                onCode(found.data)
                setOn(false)
                return
              }
            }
          }
          frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      } catch {
        setProblem(true)
        setOn(false)
      }
    }
    void start()
    return () => {
      stopped = true
      cancelAnimationFrame(frame)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [on, onCode])

  if (!hasCamera)
    return (
      <p className="attend-muted">
        <Trans>This device has no camera: type the code below.</Trans>
      </p>
    )
  return (
    <div className="attend-camera">
      {on ? (
        <>
          <video ref={video} className="attend-camera__video" muted playsInline />
          <button type="button" className="btn" onClick={() => setOn(false)}>
            <Trans>Stop the camera</Trans>
          </button>
        </>
      ) : (
        <button type="button" className="btn" onClick={() => setOn(true)}>
          <Trans>Scan with the camera</Trans>
        </button>
      )}
      {problem ? (
        <p className="attend-muted" role="status">
          <Trans>The camera could not be opened: type the code below.</Trans>
        </p>
      ) : null}
    </div>
  )
}
