import { useLingui } from '@lingui/react/macro'
import type { NotableShotDto } from '@contract/player-shots'
import { holeFrame, svgPoints } from '../hole-view'

const HAZARD_CLASS = { bunker: 'hole-svg__bunker', water: 'hole-svg__water', ob: 'hole-svg__ob' } as const

/** The hole from its course geometry (no three.js) with the player's strokes on it; the notable stroke in gold. */
export function HoleSvg({ shot, label }: { shot: NotableShotDto; label: string }) {
  const { t } = useLingui()
  const g = shot.geometry
  const extra = [
    ...g.fairway,
    ...g.greenOutline,
    ...shot.path.flatMap((s) => [[s.x, s.y] as [number, number], [s.toX, s.toY] as [number, number]]),
  ]
  const frame = holeFrame(g.tee, g.greenCenter, extra)
  const pin = shot.path.at(-1)
  return (
    <svg className="hole-svg" viewBox={frame.viewBox} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      <title>{label}</title>
      <polyline className="hole-svg__fairway" points={svgPoints(frame, g.fairway)} />
      {g.hazards.map((h, i) => (
        <polygon key={i} className={HAZARD_CLASS[h.kind]} points={svgPoints(frame, h.polygon)} />
      ))}
      <polygon className="hole-svg__green" points={svgPoints(frame, g.greenOutline)} />
      <circle className="hole-svg__tee" cx={frame.at(g.tee)[0]} cy={frame.at(g.tee)[1]} r={4} />
      {shot.path.map((s) => {
        const [x1, y1] = frame.at([s.x, s.y])
        const [x2, y2] = frame.at([s.toX, s.toY])
        const hot = s.shotNo === shot.highlightShotNo
        return (
          <g key={s.shotNo} className={hot ? 'hole-svg__shot hole-svg__shot--hot' : 'hole-svg__shot'}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} />
            <circle cx={x2} cy={y2} r={hot ? 4 : 3} />
          </g>
        )
      })}
      {pin ? (
        <g className="hole-svg__pin" aria-label={t`Pin`}>
          <line
            x1={frame.at([pin.toX, pin.toY])[0]}
            y1={frame.at([pin.toX, pin.toY])[1]}
            x2={frame.at([pin.toX, pin.toY])[0]}
            y2={frame.at([pin.toX, pin.toY])[1] - 16}
          />
        </g>
      ) : null}
    </svg>
  )
}
