import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import { Vector3 } from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import type { CameraGoal } from '../camera-presets'

/**
 * Orbit controls (drag to turn, wheel to zoom) plus damped flights between presets: when the goal
 * changes the camera eases to it over about a second, asking for frames only while it flies, and a
 * drag by the viewer takes over at once.
 */
export function CameraRig({ goal }: { goal: CameraGoal }) {
  const camera = useThree((s) => s.camera)
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  const set = useThree((s) => s.set)
  const controls = useRef<OrbitControls | null>(null)
  const flying = useRef(false)
  const to = useRef({ position: new Vector3(...goal.position), target: new Vector3(...goal.target) })
  const first = useRef(true)

  useEffect(() => {
    const c = new OrbitControls(camera, gl.domElement)
    c.enableDamping = false
    c.maxPolarAngle = Math.PI * 0.46
    c.minDistance = 40
    c.maxDistance = 9000
    c.screenSpacePanning = false
    const onChange = () => invalidate()
    const onStart = () => (flying.current = false)
    c.addEventListener('change', onChange)
    c.addEventListener('start', onStart)
    controls.current = c
    set({ controls: c })
    return () => {
      c.removeEventListener('change', onChange)
      c.removeEventListener('start', onStart)
      c.dispose()
      controls.current = null
    }
  }, [camera, gl, invalidate, set])

  useEffect(() => {
    // The same preset recomputed (a live update, a re-render) must not pull a viewer's own angle back.
    const same =
      to.current.position.distanceTo(new Vector3(...goal.position)) < 1 &&
      to.current.target.distanceTo(new Vector3(...goal.target)) < 1
    if (same && !first.current) return
    to.current.position.set(...goal.position)
    to.current.target.set(...goal.target)
    const c = controls.current
    if (first.current && c) {
      // The first view is placed, not flown to.
      camera.position.copy(to.current.position)
      c.target.copy(to.current.target)
      c.update()
      first.current = false
    } else flying.current = true
    invalidate()
  }, [goal, camera, invalidate])

  useFrame((_, delta) => {
    const c = controls.current
    if (!c) return
    if (first.current) {
      camera.position.copy(to.current.position)
      c.target.copy(to.current.target)
      c.update()
      first.current = false
      return
    }
    if (!flying.current) return
    const k = 1 - Math.exp(-Math.min(0.1, delta) * 3.2)
    camera.position.lerp(to.current.position, k)
    c.target.lerp(to.current.target, k)
    c.update()
    const left = camera.position.distanceTo(to.current.position) + c.target.distanceTo(to.current.target)
    if (left < 0.5) {
      camera.position.copy(to.current.position)
      c.target.copy(to.current.target)
      c.update()
      flying.current = false
    } else invalidate()
  })
  return null
}
