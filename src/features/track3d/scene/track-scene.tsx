/**
 * The 3D course (three.js through @react-three/fiber), loaded lazily so three never reaches another
 * page. Rendered on demand: a frame is drawn only when something calls invalidate() (a camera flight,
 * markers gliding, new data, a drag), so an idle broadcast costs no GPU time at all.
 */
import { Canvas } from '@react-three/fiber'
import { useMemo, useRef, type ReactNode, type RefObject } from 'react'
import { Fog } from 'three'
import type { CourseHoleDto } from '@contract/game-course'
import type { CameraGoal } from '../camera-presets'
import type { CourseLayout } from '../course-layout'
import { CameraRig } from './camera-rig'
import { CourseGround } from './course-ground'
import { CourseProps } from './course-props'
import { FieldMarkers, type MarkerView } from './field-markers'
import { buildGroundLayers } from './ground-layers'
import { LabelProjector, type SceneLabel } from './projected-labels'
import { RenderProbe } from './render-probe'
import { ShotTrails, type TrailView } from './shot-trails'
import { WindArrow } from './wind-arrow'

export interface TrackSceneProps {
  course: readonly CourseHoleDto[]
  layout: CourseLayout
  markers: readonly MarkerView[]
  trails: readonly TrailView[]
  goal: CameraGoal
  wind: { bearing: number; speedMs: number } | null
  labels: readonly SceneLabel[]
  /** The HTML labels, positioned by the scene; each element carries data-label=id. */
  renderLabels: () => ReactNode
  onSelect: (playerId: number) => void
  /** The wrapper whose data-* attributes carry the render figures for tests and the benchmark. */
  stats: RefObject<HTMLDivElement | null>
  bench: boolean
  /** WebGL on the CPU: no multisampling, one pixel per CSS pixel. */
  software: boolean
}

const SKY = 0xbcd3de

export default function TrackScene(props: TrackSceneProps) {
  const { course, layout, markers, trails, goal, wind, labels, renderLabels, onSelect, stats, bench, software } = props
  const labelLayer = useRef<HTMLDivElement>(null)
  const layers = useMemo(() => buildGroundLayers(course, layout), [course, layout])
  const span = Math.max(layout.bounds.maxX - layout.bounds.minX, layout.bounds.maxY - layout.bounds.minY)
  return (
    <div className="track-scene">
      <Canvas
        frameloop="demand"
        dpr={software ? 1 : [1, 2]}
        camera={{ fov: 45, near: 5, far: span * 8, position: goal.position }}
        gl={{ antialias: !software, powerPreference: 'high-performance', preserveDrawingBuffer: true }}
        onCreated={({ scene }) => {
          scene.fog = new Fog(SKY, span * 1.4, span * 5)
        }}
        aria-hidden="true"
      >
        <color attach="background" args={[SKY]} />
        <hemisphereLight args={[0xeaf4ff, 0x35502f, 1.1]} />
        <directionalLight position={[-600, 900, 400]} intensity={1.3} />
        <CourseGround layers={layers} layout={layout} />
        <CourseProps course={course} layout={layout} stakes={layers.obStakes} />
        <ShotTrails trails={trails} />
        <FieldMarkers markers={markers} onSelect={onSelect} testHook={bench} />
        {wind ? <WindArrow layout={layout} bearing={wind.bearing} speedMs={wind.speedMs} /> : null}
        <CameraRig goal={goal} />
        <LabelProjector labels={labels} layer={labelLayer} />
        <RenderProbe stats={stats} bench={bench} />
      </Canvas>
      <div className="track-scene__labels" ref={labelLayer}>
        {renderLabels()}
      </div>
    </div>
  )
}
