import type { CourseHoleDto } from '@contract/game-course'

type Point = readonly [number, number]

/**
 * A hole turned so play runs up the picture (tee at the bottom, green at the top), as a course guide
 * draws it; the stored plane is north-up, which puts many greens to the side or below their tee.
 */
export function uprightHole(hole: CourseHoleDto) {
  const [tx, ty] = hole.tee
  const angle = Math.atan2(hole.greenCenter[0] - tx, hole.greenCenter[1] - ty)
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  // Rotate about the tee by the bearing of the green, then flip y for SVG (y down).
  const turn = ([x, y]: Point): Point => {
    const dx = x - tx
    const dy = y - ty
    return [dx * cos - dy * sin, -(dx * sin + dy * cos)]
  }
  const fairway = hole.fairway.map(turn)
  const green = hole.greenOutline.map(turn)
  const hazards = hole.hazards.map((h) => ({ kind: h.kind, polygon: h.polygon.map(turn) }))
  const all = [turn(hole.tee), turn(hole.greenCenter), ...fairway, ...green, ...hazards.flatMap((h) => h.polygon)]
  const xs = all.map((p) => p[0])
  const ys = all.map((p) => p[1])
  return {
    fairway,
    green,
    hazards,
    tee: turn(hole.tee),
    pin: turn(hole.greenCenter),
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const,
  }
}

const d = (points: readonly Point[], close = false) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ') + (close ? ' Z' : '')

/** The hole's drawing; `label` names it for screen readers, or it is decoration inside a labelled control. */
export function CourseHoleSvg({
  hole,
  label,
  className,
  pad = 30,
}: {
  hole: CourseHoleDto
  label?: string
  className: string
  pad?: number
}) {
  const h = uprightHole(hole)
  const [x0, y0, x1, y1] = h.box
  // Keep thumbnails tall and narrow: at least a third as wide as long, so short par 3s are not blobs.
  const width = Math.max(x1 - x0, (y1 - y0) / 3) + 2 * pad
  const cx = (x0 + x1) / 2
  const height = (y1 - y0 + 2 * pad).toFixed(0)
  const viewBox = `${(cx - width / 2).toFixed(0)} ${(y0 - pad).toFixed(0)} ${width.toFixed(0)} ${height}`
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  return (
    <svg className={className} viewBox={viewBox} preserveAspectRatio="xMidYMid meet" {...a11y}>
      <path d={d(h.fairway)} className="hole-map__fairway" />
      {h.hazards.map((z, i) => (
        <path key={i} d={d(z.polygon, true)} className={`hole-map__hazard hole-map__hazard--${z.kind}`} />
      ))}
      <path d={d(h.green, true)} className="hole-map__green" />
      <circle cx={h.tee[0]} cy={h.tee[1]} r={6} className="hole-map__tee" />
      <circle cx={h.pin[0]} cy={h.pin[1]} r={2} className="hole-map__pin" />
      <path d={`M${h.pin[0].toFixed(1)} ${h.pin[1].toFixed(1)} v-14 l8 3 l-8 3`} className="course-map__flag" />
    </svg>
  )
}
