import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useFocusTrap } from '@/components/ui/use-focus-trap'
import { useScrollLock } from '@/components/ui/use-scroll-lock'
import { useSwipe } from './swipe'
import './photo-viewer.css'

export interface ViewerPhoto {
  id: number | string
  src: string
  width: number
  height: number
  alt: string
  title: string
  caption?: string | undefined
  /** A line under the caption (date, round, credit). */
  meta?: ReactNode
}

interface Props {
  photo: ViewerPhoto
  /** 1-based place of the photo in the whole set (not only the loaded page) and the set's size. */
  position: number
  total: number
  onStep: (step: -1 | 1) => void
  /** False at an end of the set the viewer does not wrap around; default: always (wrapping). */
  canStep?: (step: -1 | 1) => boolean
  onClose: () => void
  /** Pictures to fetch ahead (the neighbours), so paging shows them at once. */
  preload?: readonly string[]
}

/**
 * The one photo viewer of the portal (the media gallery, the tournament's Photo tab): a modal dialog that
 * keeps focus inside, pages with the arrow keys, the buttons or a swipe, closes with Escape or Close and
 * gives focus back to what opened it. The picture keeps its aspect ratio from its known size.
 */
export function PhotoViewer({ photo, position, total, onStep, canStep = () => true, onClose, preload = [] }: Props) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const captionId = useId()
  useFocusTrap(box, true, onClose, close)
  useScrollLock(true)
  const swipe = useSwipe((step) => canStep(step) && onStep(step))
  const preloadKey = preload.join(' ')
  useEffect(() => {
    for (const src of preloadKey.split(' ').filter(Boolean)) new Image().src = src
  }, [preloadKey])
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    if (canStep(step)) onStep(step)
  }
  const n = position
  return (
    <div
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t`Photo ${n} of ${total}`}
      aria-describedby={captionId}
      ref={box}
      onKeyDown={onKeyDown}
    >
      <div className="photo-viewer__bar">
        <span className="photo-viewer__counter" aria-live="polite">
          {t`${n} / ${total}`}
        </span>
        <button ref={close} type="button" className="photo-viewer__close" onClick={onClose}>
          <span aria-hidden="true">×</span> {t`Close`}
        </button>
      </div>
      <figure className="photo-viewer__stage" {...swipe}>
        <img
          key={photo.id}
          src={photo.src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          draggable={false}
        />
        <button
          type="button"
          className="photo-viewer__arrow photo-viewer__arrow--prev"
          onClick={() => onStep(-1)}
          disabled={!canStep(-1)}
          aria-label={t`Previous photo`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="photo-viewer__arrow photo-viewer__arrow--next"
          onClick={() => onStep(1)}
          disabled={!canStep(1)}
          aria-label={t`Next photo`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </figure>
      <div className="photo-viewer__caption" id={captionId}>
        <p className="photo-viewer__title">{photo.title}</p>
        {photo.caption ? <p className="photo-viewer__text">{photo.caption}</p> : null}
        {photo.meta ? <p className="photo-viewer__meta">{photo.meta}</p> : null}
      </div>
    </div>
  )
}
