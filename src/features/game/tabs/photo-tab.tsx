import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TabProps } from '../tab-props'
import { TabEmpty } from '../components/query-state'
import { photosFor } from './photo-model'
import { PhotoViewer } from './photo-viewer'
import './info-tabs.css'

/** The tournament's photos as a grid of thumbnails; each opens the viewer. */
export function PhotoTab({ game }: TabProps) {
  const { t, i18n } = useLingui()
  const photos = photosFor(game.gameId, game.status)
  const [open, setOpen] = useState<number | null>(null)
  if (photos.length === 0) return <TabEmpty title={<Trans>No photos yet</Trans>} />
  return (
    <section aria-label={t`Photo`} className="game-tab">
      <ul className="photo-grid">
        {photos.map((p, i) => {
          const caption = i18n._(p.caption)
          return (
            <li key={p.id}>
              <button type="button" className="photo-grid__item" onClick={() => setOpen(i)} aria-label={t`Open photo: ${caption}`}>
                <img src={p.src} alt="" loading="lazy" width={1200} height={800} />
                <span className="photo-grid__caption" aria-hidden="true">{caption}</span>
              </button>
            </li>
          )
        })}
      </ul>
      <p className="game-note">{t`Demo pictures: the tournament's photo library comes with the media pages.`}</p>
      {open !== null ? <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
    </section>
  )
}
