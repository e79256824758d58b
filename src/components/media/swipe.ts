import { useRef, type PointerEvent } from 'react'

/** How far (px) and how fast (ms) a horizontal drag must go to turn the page, as photo apps do. */
export const SWIPE_MIN_PX = 50
export const SWIPE_MAX_MS = 800

/**
 * The step a drag asks for: a mostly horizontal drag of at least SWIPE_MIN_PX within SWIPE_MAX_MS; a drag to
 * the left shows the next photo (+1), to the right the previous (-1); anything else is no swipe (0).
 */
export function swipeStep(dx: number, dy: number, ms: number): -1 | 0 | 1 {
  if (ms > SWIPE_MAX_MS || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0
  return dx < 0 ? 1 : -1
}

/** Pointer handlers (touch, pen or mouse) that call `onStep` when a drag is a swipe. */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; t: number; id: number } | null>(null)
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return
      start.current = { x: e.clientX, y: e.clientY, t: e.timeStamp, id: e.pointerId }
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current
      start.current = null
      if (!s || s.id !== e.pointerId) return
      const step = swipeStep(e.clientX - s.x, e.clientY - s.y, e.timeStamp - s.t)
      if (step !== 0) onStep(step)
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
}
