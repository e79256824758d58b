/**
 * Turns a hole's plane (metres, x east, y north, tee near (0, 0)) into SVG coordinates with the tee at the
 * bottom and the green at the top, framed around the hole and the shots. Pure, so it is tested without a DOM.
 */
type Point = readonly [number, number]

export interface HoleFrame {
  /** SVG coordinates of a plane point. */
  at: (p: Point) => [number, number]
  viewBox: string
  width: number
  height: number
}

const PAD_M = 14

export function holeFrame(tee: Point, green: Point, extra: ReadonlyArray<Point>): HoleFrame {
  const angle = Math.atan2(green[1] - tee[1], green[0] - tee[0])
  // Rotate so the tee-to-green line points north, then flip y for SVG (down is positive).
  const turn = Math.PI / 2 - angle
  const cos = Math.cos(turn)
  const sin = Math.sin(turn)
  const at = (p: Point): [number, number] => {
    const dx = p[0] - tee[0]
    const dy = p[1] - tee[1]
    return [round1(dx * cos - dy * sin), round1(-(dx * sin + dy * cos))]
  }
  const pts = [tee, green, ...extra].map(at)
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const minX = Math.min(...xs) - PAD_M
  const minY = Math.min(...ys) - PAD_M
  const width = Math.max(...xs) + PAD_M - minX
  const height = Math.max(...ys) + PAD_M - minY
  return {
    at,
    viewBox: `${round1(minX)} ${round1(minY)} ${round1(width)} ${round1(height)}`,
    width: round1(width),
    height: round1(height),
  }
}

const round1 = (v: number) => Math.round(v * 10) / 10

export const svgPoints = (frame: HoleFrame, pts: ReadonlyArray<Point>) =>
  pts.map((p) => frame.at(p).join(',')).join(' ')
