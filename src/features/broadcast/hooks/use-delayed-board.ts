/**
 * The live board held back by the page's delay (delay-buffer.ts): a timer wakes when the next held
 * version becomes due, so a delayed update shows on time without polling the clock.
 */
import { useEffect, useState } from 'react'
import { DelayBuffer, type Stamped } from '../delay-buffer'

export function useDelayedBoard<T>(live: T | undefined, arrivedAt: number, delayMs: number): Stamped<T> | null {
  const [held] = useState(() => new DelayBuffer<T>(delayMs))
  const [shown, setShown] = useState<Stamped<T> | null>(null)

  useEffect(() => {
    held.setDelay(delayMs)
    // The cache's update time, not "now": a board read back from the cache keeps its arrival time.
    if (live !== undefined) held.push(live, arrivedAt > 0 ? arrivedAt : Date.now())
    let timer: ReturnType<typeof setTimeout> | undefined
    const show = () => {
      const now = Date.now()
      setShown((before) => {
        const next = held.shown(now)
        return before?.value === next?.value ? before : next
      })
      const due = held.nextDueAt(now)
      if (due !== null) timer = setTimeout(show, Math.max(0, due - now))
    }
    show()
    return () => clearTimeout(timer)
  }, [held, live, arrivedAt, delayMs])

  return shown
}
