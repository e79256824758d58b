import { useEffect, useMemo } from 'react'
import { DoubleSide, MeshLambertMaterial, LineBasicMaterial, type BufferGeometry } from 'three'
import type { CourseLayout } from '../course-layout'
import { COURSE_COLORS, type GroundLayers } from './ground-layers'

/**
 * The course's flat layers. They lie within centimetres of each other, so they do not write depth and
 * are painted in order (renderOrder) instead: no z-fighting at any distance, and the 3D objects drawn
 * after them (trees, markers, flags) still depth-test against each other.
 */
const ORDER = ['corridor', 'fairway', 'fringe', 'water', 'bunker', 'green', 'tee'] as const

const flat = () => new MeshLambertMaterial({ vertexColors: true, depthWrite: false, side: DoubleSide })

export function CourseGround({ layers, layout }: { layers: GroundLayers; layout: CourseLayout }) {
  const material = useMemo(flat, [])
  const obMaterial = useMemo(
    () => new LineBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.85, depthWrite: false }),
    [],
  )
  const extent = Math.max(layout.bounds.maxX - layout.bounds.minX, layout.bounds.maxY - layout.bounds.minY) * 6
  useEffect(
    () => () => {
      for (const g of Object.values(layers)) if (!Array.isArray(g)) (g as BufferGeometry).dispose()
      material.dispose()
      obMaterial.dispose()
    },
    [layers, material, obMaterial],
  )
  return (
    <group>
      <mesh
        rotation-x={-Math.PI / 2}
        renderOrder={0}
        position={[(layout.bounds.minX + layout.bounds.maxX) / 2, 0, -(layout.bounds.minY + layout.bounds.maxY) / 2]}
      >
        <planeGeometry args={[extent, extent]} />
        <meshLambertMaterial color={COURSE_COLORS.ground} depthWrite={false} />
      </mesh>
      {ORDER.map((name, i) => (
        <mesh key={name} geometry={layers[name]} material={material} renderOrder={i + 1} />
      ))}
      <lineSegments geometry={layers.obLines} material={obMaterial} renderOrder={ORDER.length + 1} />
    </group>
  )
}
