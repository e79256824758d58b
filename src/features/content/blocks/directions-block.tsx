import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ContentBlock } from '@contract/content'
import { RouteMap } from './route-map'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>
type Mode = Of<'directions'>['routes'][number]['mode']

const MODE_PATHS: Record<Mode | 'parking', string> = {
  subway:
    'M7 4h10a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm-2 7h14M8 17l-2 3m10-3 2 3M9 14h.01M15 ' +
    '14h.01',
  train:
    'M7 4h10a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm-2 7h14M8 17l-2 3m10-3 2 3M9 14h.01M15 ' +
    '14h.01',
  bus: 'M6 4h12a1 1 0 0 1 1 1v12H5V5a1 1 0 0 1 1-1Zm-1 7h14M7 17v2m10-2v2M8 14h.01M16 14h.01',
  car: 'M5 16v-4l2-5h10l2 5v4H5Zm0 0v2m14-2v2M5 12h14M8 14h.01M16 14h.01',
  airport: 'M3 14l18-5-18-5 3 5-3 5Zm3-5h9',
  parking: 'M5 4h14v16H5V4Zm5 12V8h3a2 2 0 0 1 0 4h-3',
}

function ModeIcon({ mode }: { mode: Mode | 'parking' }) {
  return (
    <svg className="directions__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={MODE_PATHS[mode]} />
    </svg>
  )
}

/** Directions: the address, a drawn sketch map with its legend, the ways to come and where to park. */
export function DirectionsBlock({ block }: { block: Of<'directions'> }) {
  const { t } = useLingui()
  const captionId = useId()
  const kinds = {
    office: t`Our office`,
    subway: t`Station`,
    bus: t`Bus stop`,
    parking: t`Parking`,
    landmark: t`Landmark`,
  }
  return (
    <div className="directions">
      <p className="directions__address">
        <span className="directions__address-label">
          <Trans>Address</Trans>
        </span>
        {block.address}
      </p>
      <figure className="directions__map">
        <RouteMap map={block.map} captionId={captionId} />
        <figcaption id={captionId} className="directions__caption">
          {block.map.caption}
        </figcaption>
        <ol className="map-legend">
          {block.map.places.map((p, i) => (
            <li key={i} className={`map-legend__item map-legend__item--${p.kind}`}>
              <span className="map-legend__marker" aria-hidden="true">
                {i + 1}
              </span>
              <span>
                {p.name} <span className="map-legend__kind">({kinds[p.kind]})</span>
              </span>
            </li>
          ))}
        </ol>
      </figure>
      <dl className="directions__routes">
        {block.routes.map((r, i) => (
          <div key={i} className="directions__route">
            <dt>
              <ModeIcon mode={r.mode} />
              {r.title}
            </dt>
            <dd>{r.text}</dd>
          </div>
        ))}
        <div className="directions__route">
          <dt>
            <ModeIcon mode="parking" />
            <Trans>Parking</Trans>
          </dt>
          <dd>{block.parking}</dd>
        </div>
      </dl>
    </div>
  )
}
