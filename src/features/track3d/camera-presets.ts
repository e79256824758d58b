/**
 * Where the camera goes for each view, on three's axes (X east, Y up, Z south). Pure, so the presets
 * are tested without WebGL; the scene's camera rig eases towards the goal.
 */
import type { CourseLayout } from './course-layout'
import { add, length, rotate, scale, sub, type Vec2 } from './geometry-2d'

export type Vec3 = [number, number, number]
export interface CameraGoal {
  position: Vec3
  target: Vec3
}

const lift = (p: Vec2, h = 0): Vec3 => [p[0], h, -p[1]]

/** The whole course from the south, high enough that both nines fit a 16:9 frame (or a phone's). */
export function courseGoal(layout: CourseLayout, aspect: number): CameraGoal {
  const { minX, maxX, minY, maxY } = layout.bounds
  const centre: Vec2 = [(minX + maxX) / 2, (minY + maxY) / 2]
  const width = maxX - minX
  const depth = maxY - minY
  // Fit the width across a 45° vertical field of view at this aspect, and the depth as seen from ~55°
  // above the horizon (foreshortened); the nearer edge looks wider in perspective, hence the margin.
  const tilt = 55 * (Math.PI / 180)
  const tan = Math.tan((45 / 2) * (Math.PI / 180))
  const distance = Math.max(width / (2 * tan * Math.max(0.3, aspect)), (depth * Math.sin(tilt)) / (2 * tan)) * 1.12
  return {
    position: [centre[0], distance * Math.sin(tilt), -centre[1] + distance * Math.cos(tilt)],
    target: lift(centre),
  }
}

/** One hole from behind its tee, looking down the fairway to the green, as a broadcast opens a hole. */
export function holeGoal(tee: Vec2, green: Vec2): CameraGoal {
  const axis = sub(green, tee)
  const len = Math.max(120, length(axis))
  const dir = scale(axis, 1 / Math.max(1, length(axis)))
  const target = add(tee, scale(dir, len * 0.44))
  const eye = sub(tee, scale(dir, len * 0.42))
  return { position: lift(eye, len * 0.5), target: lift(target) }
}

/** A player or group close up: from behind them along the hole's heading, so the green is ahead. */
export function followGoal(points: readonly Vec2[], heading: number): CameraGoal {
  const centre = scale(
    points.reduce<Vec2>((s, p) => add(s, p), [0, 0]),
    1 / Math.max(1, points.length),
  )
  const spread = Math.max(0, ...points.map((p) => length(sub(p, centre))))
  const back = 110 + spread * 1.4
  const dir = rotate([1, 0], heading)
  const eye = sub(centre, scale(dir, back))
  return { position: lift(eye, 70 + spread), target: lift(add(centre, scale(dir, 40))) }
}
