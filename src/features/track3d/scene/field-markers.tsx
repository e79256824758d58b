import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import {
  Color,
  CylinderGeometry,
  MeshLambertMaterial,
  MeshBasicMaterial,
  Object3D,
  RingGeometry,
  SphereGeometry,
  Vector3,
  type InstancedMesh,
} from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { Vec2 } from '../geometry-2d'

export type MarkerRole = 'field' | 'leader' | 'group' | 'selected'
export interface MarkerView {
  playerId: number
  at: Vec2
  role: MarkerRole
}

const COLORS: Record<MarkerRole, Color> = {
  field: new Color(0xf5f7fa),
  leader: new Color(0xffc933),
  group: new Color(0x3fc1ff),
  selected: new Color(0xff3d5a),
}

/** Markers stay readable from the whole-course view down to a close follow: sized by camera distance. */
const markerScale = (distance: number) => Math.min(9, Math.max(0.9, distance / 210))

/**
 * The whole field in two draw calls: one InstancedMesh of pins (stalk + ball) for every player and
 * one of ground rings under the selected player and his group. Pins glide to new spots (damped) and
 * ask for frames only while something still moves.
 */
declare global {
  interface Window {
    /** Test hook, only with ?bench=1: where a player's pin is drawn, in CSS pixels of the canvas. */
    __track3dMarker?: (playerId: number) => { x: number; y: number } | null
  }
}

export function FieldMarkers({
  markers,
  onSelect,
  testHook = false,
}: {
  markers: readonly MarkerView[]
  onSelect: (playerId: number) => void
  testHook?: boolean
}) {
  const pins = useRef<InstancedMesh>(null)
  const rings = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  const capacity = Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(1, markers.length))))
  const pinGeometry = useMemo(
    () =>
      mergeGeometries([
        new CylinderGeometry(0.22, 0.22, 5, 5).translate(0, 2.5, 0).toNonIndexed(),
        new SphereGeometry(1.5, 12, 8).translate(0, 5.6, 0).toNonIndexed(),
      ])!,
    [],
  )
  const ringGeometry = useMemo(() => new RingGeometry(2.4, 3.6, 24).rotateX(-Math.PI / 2).translate(0, 0.3, 0), [])
  const pinMaterial = useMemo(() => new MeshLambertMaterial({ color: 0xffffff }), [])
  const ringMaterial = useMemo(
    () => new MeshBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.9, depthWrite: false }),
    [],
  )
  useEffect(
    () => () => {
      pinGeometry.dispose()
      ringGeometry.dispose()
      pinMaterial.dispose()
      ringMaterial.dispose()
    },
    [pinGeometry, ringGeometry, pinMaterial, ringMaterial],
  )

  // Where each pin is drawn now (eases towards the marker's spot); new players appear in place.
  const shown = useRef(new Map<number, [number, number]>())
  const lastScale = useRef(0)
  const dirty = useRef(true)
  useEffect(() => {
    const next = new Map<number, [number, number]>()
    for (const m of markers) next.set(m.playerId, shown.current.get(m.playerId) ?? [m.at[0], m.at[1]])
    shown.current = next
    const mesh = pins.current
    const ringMesh = rings.current
    if (mesh) {
      markers.forEach((m, i) => mesh.setColorAt(i, COLORS[m.role]))
      mesh.count = markers.length
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    }
    if (ringMesh) {
      let r = 0
      for (const m of markers) if (m.role === 'selected' || m.role === 'group') ringMesh.setColorAt(r++, COLORS[m.role])
      ringMesh.count = r
      if (ringMesh.instanceColor) ringMesh.instanceColor.needsUpdate = true
    }
    dirty.current = true
    invalidate()
  }, [markers, invalidate])

  const o = useMemo(() => new Object3D(), [])
  useFrame((state, delta) => {
    const mesh = pins.current
    const ringMesh = rings.current
    if (!mesh || !ringMesh) return
    const target = (state.controls as { target?: { distanceTo(v: unknown): number } } | null)?.target
    const distance = target ? target.distanceTo(state.camera.position) : state.camera.position.length()
    const s = markerScale(distance)
    let moving = false
    const k = 1 - Math.exp(-Math.min(0.1, delta) * 4)
    if (!dirty.current && Math.abs(s - lastScale.current) < 0.01) {
      for (const m of markers) {
        const p = shown.current.get(m.playerId)
        if (p && Math.hypot(m.at[0] - p[0], m.at[1] - p[1]) > 0.05) {
          moving = true
          break
        }
      }
      if (!moving) return
    }
    dirty.current = false
    lastScale.current = s
    let r = 0
    markers.forEach((m, i) => {
      const p = shown.current.get(m.playerId)!
      const dx = m.at[0] - p[0]
      const dy = m.at[1] - p[1]
      if (Math.hypot(dx, dy) > 0.05) {
        p[0] += dx * k
        p[1] += dy * k
        moving = true
      } else {
        p[0] = m.at[0]
        p[1] = m.at[1]
      }
      o.position.set(p[0], 0, -p[1])
      o.scale.setScalar(m.role === 'selected' ? s * 1.35 : s)
      o.updateMatrix()
      mesh.setMatrixAt(i, o.matrix)
      if (m.role === 'selected' || m.role === 'group') ringMesh.setMatrixAt(r++, o.matrix)
    })
    mesh.instanceMatrix.needsUpdate = true
    ringMesh.instanceMatrix.needsUpdate = true
    // Clicks test against the instances' bounding sphere: recomputed lazily on the next raycast.
    mesh.boundingSphere = null
    if (moving) invalidate()
  })

  const onClick = (event: ThreeEvent<MouseEvent>) => {
    if (event.instanceId === undefined) return
    const m = markers[event.instanceId]
    if (!m) return
    event.stopPropagation()
    onSelect(m.playerId)
  }

  const gl = useThree((s) => s.gl)
  const get = useThree((s) => s.get)
  useEffect(() => {
    if (!testHook) return
    window.__track3dMarker = (playerId) => {
      const p = shown.current.get(playerId)
      if (!p) return null
      const { camera, size } = get()
      camera.updateMatrixWorld()
      const v = new Vector3(p[0], 5.6 * lastScale.current, -p[1]).project(camera)
      return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height }
    }
    return () => {
      delete window.__track3dMarker
    }
  }, [testHook, get])
  const pointer = (on: boolean) => () => (gl.domElement.style.cursor = on ? 'pointer' : '')

  return (
    <group>
      <instancedMesh
        key={`pins-${capacity}`}
        ref={pins}
        args={[pinGeometry, pinMaterial, capacity]}
        frustumCulled={false}
        onClick={onClick}
        onPointerOver={pointer(true)}
        onPointerOut={pointer(false)}
      />
      <instancedMesh
        key={`rings-${capacity}`}
        ref={rings}
        args={[ringGeometry, ringMaterial, capacity]}
        frustumCulled={false}
        renderOrder={20}
      />
    </group>
  )
}
