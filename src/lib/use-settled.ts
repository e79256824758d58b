import { useEffect, useState } from 'react'

/** Promises already seen to settle: a later mount decides at once instead of flashing the skeleton. */
const settled = new WeakSet<Promise<unknown>>()

/** Whether `promise` has settled (fulfilled or rejected); re-renders when it does. */
export function useSettled(promise: Promise<unknown>): boolean {
  const [done, setDone] = useState(() => settled.has(promise))
  useEffect(() => {
    if (settled.has(promise)) {
      setDone(true)
      return
    }
    let live = true
    const mark = () => {
      settled.add(promise)
      if (live) setDone(true)
    }
    promise.then(mark, mark)
    return () => {
      live = false
    }
  }, [promise])
  return done
}
