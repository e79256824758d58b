import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent } from 'react'
import { useFocusTrap } from '@/components/ui/use-focus-trap'
import { useScrollLock } from '@/components/ui/use-scroll-lock'
import type { DemoPhoto } from './photo-model'

interface Props {
  photos: DemoPhoto[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}

/** A modal viewer: arrow keys or the buttons page through, Escape or Close returns to the thumbnail. */
export function PhotoViewer({ photos, index, onIndex, onClose }: Props) {
  const { t, i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  useFocusTrap(box, true, onClose, close)
  useScrollLock(true)
  const photo = photos[index]!
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }
  const n = index + 1
  const total = photos.length
  const caption = i18n._(photo.caption)
  return (
    <div className="photo-viewer" role="dialog" aria-modal="true" aria-label={t`Photo ${n} of ${total}`} ref={box} onKeyDown={onKeyDown}>
      <div className="photo-viewer__bar">
        <span aria-live="polite">{t`${n} / ${total}`}</span>
        <button ref={close} type="button" className="btn" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <figure className="photo-viewer__figure">
        <img src={photo.src} alt={caption} />
        <figcaption>{caption}</figcaption>
      </figure>
      <div className="photo-viewer__nav">
        <button type="button" className="btn" onClick={() => go(-1)} aria-label={t`Previous photo`}>
          ‹ {t`Previous`}
        </button>
        <button type="button" className="btn" onClick={() => go(1)} aria-label={t`Next photo`}>
          {t`Next`} ›
        </button>
      </div>
    </div>
  )
}
