import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, type RefObject } from 'react'
import { Vector3 } from 'three'

export interface SceneLabel {
  id: string
  /** [x east, y north, height] on the course plane (metres). */
  at: readonly [number, number, number]
}

/**
 * Moves the HTML labels (rendered outside the canvas, one element per label with data-label=id) onto
 * their 3D points after each rendered frame: text stays crisp and translatable, and costs no draw call.
 */
export function LabelProjector({
  labels,
  layer,
}: {
  labels: readonly SceneLabel[]
  layer: RefObject<HTMLDivElement | null>
}) {
  const invalidate = useThree((s) => s.invalidate)
  const v = useMemo(() => new Vector3(), [])
  useEffect(() => invalidate(), [labels, invalidate])
  useFrame(({ camera, size }) => {
    const root = layer.current
    if (!root) return
    // Controls moved the camera since the last render: its matrices are refreshed only inside render().
    camera.updateMatrixWorld()
    const elements = new Map<string, HTMLElement>()
    root.querySelectorAll<HTMLElement>('[data-label]').forEach((el) => elements.set(el.dataset.label!, el))
    for (const label of labels) {
      const el = elements.get(label.id)
      if (!el) continue
      v.set(label.at[0], label.at[2], -label.at[1]).project(camera)
      const visible = v.z < 1 && v.z > -1 && Math.abs(v.x) < 1.1 && Math.abs(v.y) < 1.1
      el.style.visibility = visible ? 'visible' : 'hidden'
      if (visible)
        el.style.transform = `translate(${((v.x + 1) / 2) * size.width}px, ${((1 - v.y) / 2) * size.height}px)`
    }
  })
  return null
}
