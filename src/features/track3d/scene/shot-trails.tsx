import { useThree } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import {
  type BufferGeometry,
  CatmullRomCurve3,
  Color,
  Float32BufferAttribute,
  MeshBasicMaterial,
  SphereGeometry,
  TubeGeometry,
  Vector3,
} from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { flightPath, type TrailShot } from '../shot-trail'

export interface TrailView {
  playerId: number
  primary: boolean
  shots: readonly TrailShot[]
}

const PRIMARY = new Color(0xffe14d)
const SECONDARY = new Color(0x3fc1ff)

function colored(g: BufferGeometry, c: Color): BufferGeometry {
  const n = g.getAttribute('position').count
  g.setAttribute(
    'color',
    new Float32BufferAttribute(
      Array.from({ length: n * 3 }, (_, i) => (i % 3 === 0 ? c.r : i % 3 === 1 ? c.g : c.b)),
      3,
    ),
  )
  return g.index ? g.toNonIndexed() : g
}

/**
 * Every shown trail in one mesh: each stroke a tube along its flight (putts along the ground) and a
 * dot where it came to rest. The selected player's trail is yellow, his group's blue.
 */
export function ShotTrails({ trails }: { trails: readonly TrailView[] }) {
  const invalidate = useThree((s) => s.invalidate)
  const geometry = useMemo(() => {
    const parts: BufferGeometry[] = []
    for (const trail of trails) {
      const color = trail.primary ? PRIMARY : SECONDARY
      const radius = trail.primary ? 1.3 : 0.8
      for (const shot of trail.shots) {
        const points = flightPath(shot, shot.putt ? 4 : 24).map(([x, y, h]) => new Vector3(x, h, -y))
        parts.push(
          colored(
            new TubeGeometry(
              new CatmullRomCurve3(points),
              shot.putt ? 4 : 32,
              shot.putt ? radius * 0.6 : radius,
              6,
              false,
            ),
            color,
          ),
        )
        parts.push(
          colored(new SphereGeometry(trail.primary ? 2.2 : 1.6, 10, 8).translate(shot.to[0], 0.6, -shot.to[1]), color),
        )
      }
    }
    return parts.length > 0 ? mergeGeometries(parts) : null
  }, [trails])
  const material = useMemo(() => new MeshBasicMaterial({ vertexColors: true }), [])
  useEffect(() => {
    invalidate()
    return () => geometry?.dispose()
  }, [geometry, invalidate])
  useEffect(() => () => material.dispose(), [material])
  return geometry ? <mesh geometry={geometry} material={material} renderOrder={30} /> : null
}
