import { useEffect, useState, type RefObject } from 'react'

/** Width over height of the stage the course is drawn in, kept current as the window resizes. */
export function useStageAspect(stage: RefObject<HTMLElement | null>): number {
  const [aspect, setAspect] = useState(16 / 9)
  useEffect(() => {
    const el = stage.current
    if (!el) return
    const measure = () => {
      const { width, height } = el.getBoundingClientRect()
      // Rounded, so a pixel of resize does not recompute the camera preset.
      if (width > 0 && height > 0) setAspect(Math.round((width / height) * 20) / 20)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [stage])
  return aspect
}
