/** The time, updated every second (the on-air clock, the stale indicator's age). */
import { useEffect, useState } from 'react'

export function useNow(everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    // Aligned to the second, so the clock ticks with the wall clock and not up to a second late.
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      setNow(new Date())
      timer = setTimeout(tick, everyMs - (Date.now() % everyMs))
    }
    timer = setTimeout(tick, everyMs - (Date.now() % everyMs))
    return () => clearTimeout(timer)
  }, [everyMs])
  return now
}
