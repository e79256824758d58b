/**
 * FLIP for rows that change places: after React moves them, each row is put back where it was with
 * a transform and then let go with a transition, so the eye follows it to its new place. Only rows
 * that were on screen before animate; nothing moves for readers who asked for reduced motion.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react'

const MOVE_MS = 700

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** `container` holds elements with `data-flip-key`; `scope` changing (a new page) starts afresh. */
export function useFlip(container: RefObject<HTMLElement | null>, order: string, scope: string): void {
  const tops = useRef<{ scope: string; at: Map<string, number> }>({ scope: '', at: new Map() })

  useLayoutEffect(() => {
    const root = container.current
    if (!root) return
    const rows = [...root.querySelectorAll<HTMLElement>('[data-flip-key]')]
    const now = new Map(rows.map((el) => [el.dataset.flipKey!, el.offsetTop]))
    const before = tops.current.scope === scope ? tops.current.at : null
    tops.current = { scope, at: now }
    if (!before || reducedMotion()) return
    for (const el of rows) {
      const was = before.get(el.dataset.flipKey!)
      const delta = was === undefined ? 0 : was - now.get(el.dataset.flipKey!)!
      if (delta === 0) continue
      el.style.transition = 'none'
      el.style.transform = `translateY(${delta}px)`
      // Read layout so the browser commits the start position before the transition starts.
      void el.offsetHeight
      el.style.transition = `transform ${MOVE_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`
      el.style.transform = ''
    }
  }, [container, order, scope])
}
