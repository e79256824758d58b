import { useLingui } from '@lingui/react/macro'
import type { ContentBlock } from '@contract/content'

type Map = Extract<ContentBlock, { type: 'directions' }>['map']

/**
 * The sketch map of the directions page, drawn from data on a 100 × 60 grid: streets and numbered places,
 * no map service and no tiles. The numbers match the legend under it, which is the map's text alternative.
 */
export function RouteMap({ map, captionId }: { map: Map; captionId: string }) {
  const { t } = useLingui()
  const line = (points: Array<[number, number]>) => points.map(([x, y]) => `${x},${y}`).join(' ')
  return (
    <svg
      className="route-map"
      viewBox="0 0 100 60"
      role="img"
      aria-labelledby={captionId}
      preserveAspectRatio="xMidYMid meet"
    >
      <title>{t`Sketch map`}</title>
      <rect x="0" y="0" width="100" height="60" className="route-map__ground" />
      {map.streets.map((s, i) => (
        <polyline
          key={`c${i}`}
          points={line(s.points)}
          className={s.major ? 'route-map__casing route-map__casing--major' : 'route-map__casing'}
        />
      ))}
      {map.streets.map((s, i) => (
        <polyline
          key={`s${i}`}
          points={line(s.points)}
          className={s.major ? 'route-map__street route-map__street--major' : 'route-map__street'}
        />
      ))}
      {map.streets.map((s, i) => {
        if (!s.name) return null
        // Along the first segment, clear of the crossings at its ends: a long street away from the centre.
        const [[x1, y1], [x2, y2]] = [s.points[0]!, s.points[1]!]
        const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1)
        const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
        const f = vertical ? 0.38 : Math.hypot(x2 - x1, y2 - y1) > 60 ? 0.22 : 0.5
        const [mx, my] = [x1 + (x2 - x1) * f, y1 + (y2 - y1) * f]
        // Beside the street, clear of its casing (a major street is drawn wider), on the side no marker is near.
        const off = s.major ? 3.4 : 2.4
        const sides: Array<[number, number]> = vertical
          ? [
              [mx - off, my],
              [mx + off + 2, my],
            ]
          : [
              [mx, my - off],
              [mx, my + off + 2],
            ]
        const clear = ([cx, cy]: [number, number]) =>
          map.places.every(
            (p) => Math.abs(p.at[0] - cx) > (vertical ? 4 : 12) || Math.abs(p.at[1] - cy) > (vertical ? 9 : 6),
          )
        const [x, y] = sides.find(clear) ?? sides[0]!
        return (
          <text
            key={`n${i}`}
            x={x}
            y={y}
            className="route-map__street-name"
            transform={vertical ? `rotate(-90 ${x} ${y})` : `rotate(${angle} ${x} ${y})`}
            textAnchor="middle"
          >
            {s.name}
          </text>
        )
      })}
      {map.places.map((p, i) => (
        <g
          key={i}
          className={`route-map__place route-map__place--${p.kind}`}
          transform={`translate(${p.at[0]} ${p.at[1]})`}
        >
          {p.kind === 'office' ? <path d="M0 0 -2.6 -4.4a3 3 0 1 1 5.2 0Z" /> : <circle r="2.2" />}
          <text y={p.kind === 'office' ? -5.2 : 0.9} textAnchor="middle" className="route-map__number">
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  )
}
