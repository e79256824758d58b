import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef, type RefObject } from 'react'
import { Vector3 } from 'three'

export interface BenchResult {
  frames: number
  frameMs: number[]
  calls: number
  triangles: number
}

declare global {
  interface Window {
    /** Test hook, only with ?bench=1: drives a camera orbit of n forced frames. */
    __track3d?: { benchFrames(n: number): Promise<BenchResult>; frames(): number }
  }
}

/**
 * Renders each frame itself (priority 1), so it can read renderer.info for exactly that frame, and
 * writes the figures onto the canvas wrapper's data-* attributes for the browser tests: draw calls,
 * triangles, frames rendered so far. With `bench`, exposes window.__track3d to drive forced frames, each
 * timed until its pixels are drawn.
 */
export function RenderProbe({ stats, bench }: { stats: RefObject<HTMLDivElement | null>; bench: boolean }) {
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  const get = useThree((s) => s.get)
  const frames = useRef(0)
  const pixel = useRef(new Uint8Array(4)).current
  const lastFrameMs = useRef(0)
  const waiters = useRef<Array<() => void>>([])

  useEffect(() => {
    gl.info.autoReset = false
  }, [gl])

  useFrame(({ gl: renderer, scene, camera }) => {
    renderer.info.reset()
    const started = performance.now()
    renderer.render(scene, camera)
    // Reading one pixel back waits until the frame is really drawn (finish() may return earlier).
    if (bench)
      renderer
        .getContext()
        .readPixels(0, 0, 1, 1, WebGLRenderingContext.RGBA, WebGLRenderingContext.UNSIGNED_BYTE, pixel)
    lastFrameMs.current = performance.now() - started
    frames.current++
    const el = stats.current
    if (el) {
      el.dataset.drawCalls = String(renderer.info.render.calls)
      el.dataset.triangles = String(renderer.info.render.triangles)
      el.dataset.frames = String(frames.current)
      el.dataset.rendered = 'true'
    }
    const done = waiters.current
    waiters.current = []
    done.forEach((resolve) => resolve())
  }, 1)

  useEffect(() => {
    if (!bench) return
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        waiters.current.push(resolve)
        invalidate()
      })
    window.__track3d = {
      frames: () => frames.current,
      async benchFrames(n: number) {
        const frameMs: number[] = []
        let calls = 0
        let triangles = 0
        for (let i = 0; i < n; i++) {
          orbitStep(get(), i, n)
          await nextFrame()
          frameMs.push(lastFrameMs.current)
          calls = Math.max(calls, gl.info.render.calls)
          triangles = Math.max(triangles, gl.info.render.triangles)
        }
        return { frames: n, frameMs, calls, triangles }
      },
    }
    return () => {
      delete window.__track3d
    }
  }, [bench, gl, invalidate, get])
  return null
}

/** Step i of n of a full turn of the camera around the controls' target, at the same height and radius. */
function orbitStep(state: { camera: { position: Vector3 }; controls: unknown }, i: number, n: number) {
  const target = (state.controls as { target?: Vector3; update?: () => void } | null)?.target ?? new Vector3()
  const offset = state.camera.position.clone().sub(target)
  offset.applyAxisAngle(new Vector3(0, 1, 0), (2 * Math.PI) / n)
  state.camera.position.copy(target).add(offset)
  ;(state.controls as { update?: () => void } | null)?.update?.()
  return i
}
