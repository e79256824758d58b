import { useLingui } from '@lingui/react/macro'
import type { CourseHoleDto } from '@contract/game-course'
import type { BallPosition } from '../positions'

type Point = readonly [number, number]

// The hole plane has y pointing north; SVG's y points down, so y is negated when drawn.
const path = (points: readonly Point[], close = false) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${(-y).toFixed(1)}`).join(' ') + (close ? ' Z' : '')

function viewBox(hole: CourseHoleDto, balls: BallPosition[]): string {
  const pts: Point[] = [
    hole.tee,
    hole.greenCenter,
    ...hole.fairway,
    ...hole.greenOutline,
    ...hole.hazards.flatMap((h) => h.polygon),
    ...balls.map((b) => [b.x, b.y] as const),
  ]
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => -p[1])
  const pad = 25
  const minX = Math.min(...xs) - pad
  const minY = Math.min(...ys) - pad
  return (
    `${minX.toFixed(0)} ${minY.toFixed(0)} ${(Math.max(...xs) + pad - minX).toFixed(0)} ` +
    `${(Math.max(...ys) + pad - minY).toFixed(0)}`
  )
}

/** A hole's geometry (fairway line, green, hazards) with each player's ball drawn where it lies. */
export function HoleMap({
  hole,
  balls,
  drives,
  highlight,
}: {
  hole: CourseHoleDto
  balls: BallPosition[]
  drives: Array<[number, number]>
  highlight: number | null
}) {
  const { t, i18n } = useLingui()
  const number = hole.hole
  return (
    <svg
      className="hole-map"
      viewBox={viewBox(hole, balls)}
      role="img"
      aria-label={t`Map of hole ${number} with the players' ball positions`}
      preserveAspectRatio="xMidYMid meet"
    >
      <path d={path(hole.fairway)} className="hole-map__fairway" />
      {hole.hazards.map((h, i) => (
        <path key={i} d={path(h.polygon, true)} className={`hole-map__hazard hole-map__hazard--${h.kind}`} />
      ))}
      <path d={path(hole.greenOutline, true)} className="hole-map__green" />
      <circle cx={hole.tee[0]} cy={-hole.tee[1]} r={5} className="hole-map__tee" />
      <circle cx={hole.greenCenter[0]} cy={-hole.greenCenter[1]} r={1.6} className="hole-map__pin" />
      {drives.map(([x, y], i) => (
        <circle key={i} cx={x} cy={-y} r={1.8} className="hole-map__drive" />
      ))}
      {balls.map((b) => (
        <circle
          key={b.player.playerId}
          cx={b.x}
          cy={-b.y}
          r={highlight === b.player.playerId ? 4.5 : 3}
          className={
            b.holed
              ? 'hole-map__ball hole-map__ball--holed'
              : highlight === b.player.playerId
                ? 'hole-map__ball hole-map__ball--on'
                : 'hole-map__ball'
          }
        >
          <title>{i18n.locale === 'en' ? b.player.nameEn : b.player.nameKo}</title>
        </circle>
      ))}
    </svg>
  )
}
