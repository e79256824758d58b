import { useEffect, useMemo } from 'react'
import { ExtrudeGeometry, MeshLambertMaterial, Shape } from 'three'
import type { CourseLayout } from '../course-layout'
import { windArrowPlacement } from '../track-model'

/**
 * The wind over the course: a broad arrow floating north of the holes, pointing where the wind blows
 * (bearing in degrees clockwise from north) and longer in a stronger wind.
 */
export function WindArrow({ layout, bearing, speedMs }: { layout: CourseLayout; bearing: number; speedMs: number }) {
  const geometry = useMemo(() => {
    // Drawn pointing north (-Z once laid flat), 1 unit long, then scaled.
    const s = new Shape()
    s.moveTo(-0.12, -0.5)
    s.lineTo(0.12, -0.5)
    s.lineTo(0.12, 0.15)
    s.lineTo(0.3, 0.15)
    s.lineTo(0, 0.5)
    s.lineTo(-0.3, 0.15)
    s.lineTo(-0.12, 0.15)
    s.closePath()
    return new ExtrudeGeometry(s, { depth: 0.04, bevelEnabled: false }).rotateX(-Math.PI / 2)
  }, [])
  const material = useMemo(
    () => new MeshLambertMaterial({ color: 0xffffff, transparent: true, opacity: 0.82, emissive: 0x335577 }),
    [],
  )
  useEffect(
    () => () => {
      geometry.dispose()
      material.dispose()
    },
    [geometry, material],
  )
  const { at, height, size } = windArrowPlacement(layout, speedMs)
  return (
    <mesh
      geometry={geometry}
      material={material}
      position={[at[0], height, -at[1]]}
      rotation-y={(-bearing * Math.PI) / 180}
      scale={[size, size, size]}
      renderOrder={40}
    />
  )
}
