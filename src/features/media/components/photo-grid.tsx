import { useLingui } from '@lingui/react/macro'
import type { MediaItemDto } from '@contract/media'
import { formatDay } from '../format'

/** Photos as thumbnails with their titles; each opens the viewer. Sizes are known, so nothing jumps. */
export function PhotoGrid({ items, onOpen }: { items: readonly MediaItemDto[]; onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  return (
    <ul role="list" className="photo-tiles">
      {items.map((p, i) => {
        const caption = en ? p.titleEn : p.titleKo
        const round = p.round
        return (
          <li key={p.id}>
            <button
              type="button"
              className="photo-tile"
              onClick={() => onOpen(p.id)}
              aria-label={t`Open photo: ${caption}`}
            >
              <img
                src={p.image.url}
                alt=""
                width={p.image.width}
                height={p.image.height}
                loading={i < 4 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className="photo-tile__title">{caption}</span>
              <span className="photo-tile__meta">
                {p.gameDate ? formatDay(p.gameDate, i18n.locale) : null}
                {round ? ` · ${t`Round ${round}`}` : null}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
