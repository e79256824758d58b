import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import {
  ConeGeometry,
  CylinderGeometry,
  Color,
  Float32BufferAttribute,
  MeshLambertMaterial,
  Object3D,
  type BufferGeometry,
  type InstancedMesh,
} from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { CourseHoleDto } from '@contract/game-course'
import { toCourse, type CourseLayout } from '../course-layout'
import type { Vec2 } from '../geometry-2d'
import { treeBelts, woods } from '../tree-belts'

const paint = (g: BufferGeometry, hex: number) => {
  const c = new Color(hex)
  const n = g.getAttribute('position').count
  g.setAttribute(
    'color',
    new Float32BufferAttribute(
      Array.from({ length: n * 3 }, (_, i) => (i % 3 === 0 ? c.r : i % 3 === 1 ? c.g : c.b)),
      3,
    ),
  )
  return g
}

/** One geometry per kind of prop (trunk and crown merged, pole and flag merged): one draw call each. */
function treeGeometry() {
  const trunk = paint(new CylinderGeometry(0.5, 0.7, 4, 5).translate(0, 2, 0), 0x5a4330)
  const crown = paint(new ConeGeometry(4.4, 12, 7).translate(0, 10, 0), 0x2e6b33)
  return mergeGeometries([trunk, crown])!
}

function flagGeometry() {
  const pole = paint(new CylinderGeometry(0.25, 0.25, 12, 5).translate(0, 6, 0), 0xf4f4f4)
  const flag = paint(
    new ConeGeometry(2.2, 5, 3)
      .rotateZ(-Math.PI / 2)
      .scale(1, 0.8, 0.25)
      .translate(2.4, 10.5, 0),
    0xffd23f,
  )
  return mergeGeometries([pole, flag])!
}

function stakeGeometry() {
  return paint(new CylinderGeometry(0.35, 0.35, 3, 4).translate(0, 1.5, 0), 0xffffff)
}

function useInstances(
  mesh: React.RefObject<InstancedMesh | null>,
  points: ReadonlyArray<{ at: Vec2; size: number; turn?: number }>,
) {
  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    const o = new Object3D()
    points.forEach((p, i) => {
      o.position.set(p.at[0], 0, -p.at[1])
      o.scale.setScalar(p.size)
      o.rotation.set(0, p.turn ?? 0, 0)
      o.updateMatrix()
      m.setMatrixAt(i, o.matrix)
    })
    m.count = points.length
    m.instanceMatrix.needsUpdate = true
    m.computeBoundingSphere()
  }, [mesh, points])
}

/** Trees between the holes, a flag on every green and white OB stakes: three instanced draws. */
export function CourseProps({
  course,
  layout,
  stakes,
}: {
  course: readonly CourseHoleDto[]
  layout: CourseLayout
  stakes: readonly Vec2[]
}) {
  const trees = useMemo(() => [...treeBelts(layout), ...woods(layout)], [layout])
  const flags = useMemo(
    () =>
      layout.holes.flatMap((placed) => {
        const hole = course.find((h) => h.hole === placed.hole)
        return hole ? [{ at: toCourse(placed, hole.greenCenter), size: 1, turn: placed.heading }] : []
      }),
    [course, layout],
  )
  const stakePoints = useMemo(() => stakes.map((at) => ({ at, size: 1 })), [stakes])
  const geometries = useMemo(() => ({ tree: treeGeometry(), flag: flagGeometry(), stake: stakeGeometry() }), [])
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true }), [])
  useEffect(
    () => () => {
      Object.values(geometries).forEach((g) => g.dispose())
      material.dispose()
    },
    [geometries, material],
  )
  const treeMesh = useRef<InstancedMesh>(null)
  const flagMesh = useRef<InstancedMesh>(null)
  const stakeMesh = useRef<InstancedMesh>(null)
  useInstances(treeMesh, trees)
  useInstances(flagMesh, flags)
  useInstances(stakeMesh, stakePoints)
  return (
    <group>
      <instancedMesh
        ref={treeMesh}
        args={[geometries.tree, material, Math.max(1, trees.length)]}
        frustumCulled={false}
      />
      <instancedMesh
        ref={flagMesh}
        args={[geometries.flag, material, Math.max(1, flags.length)]}
        frustumCulled={false}
      />
      <mesh position={[layout.clubhouse[0], 7, -layout.clubhouse[1]]}>
        <boxGeometry args={[60, 14, 34]} />
        <meshLambertMaterial color={0xe9e4da} />
      </mesh>
      <instancedMesh
        ref={stakeMesh}
        args={[geometries.stake, material, Math.max(1, stakePoints.length)]}
        frustumCulled={false}
      />
    </group>
  )
}
