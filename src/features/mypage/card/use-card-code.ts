import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { memberCardQueryOptions } from '@/api/member-card'

/**
 * Fetch the next code just after the current one's step ends (fetching earlier would answer the same step again);
 * a checker still accepts the previous step's code for 30 seconds, so the code on screen never fails meanwhile.
 */
const AFTER_MS = 300

/**
 * The card with a code that follows the server's 30-second steps (docs/requirements/my-page.md#my-3): the seconds
 * left are counted on the server's clock (the device's may be wrong), and the next code is fetched just before.
 */
export function useCardCode() {
  const query = useQuery({
    ...memberCardQueryOptions(),
    refetchInterval: (q) => {
      const data = q.state.data
      if (!data) return false
      const left = new Date(data.expiresAt).getTime() - new Date(data.serverNow).getTime()
      const elapsed = Date.now() - q.state.dataUpdatedAt
      return Math.max(1_000, left - elapsed + AFTER_MS)
    },
    refetchIntervalInBackground: false,
  })
  const [tick, setTick] = useState(() => Date.now())
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1_000)
    return () => window.clearInterval(id)
  }, [])
  const data = query.data
  const secondsLeft = data
    ? Math.max(
        0,
        Math.ceil(
          (new Date(data.expiresAt).getTime() - new Date(data.serverNow).getTime() - (tick - query.dataUpdatedAt)) /
            1000,
        ),
      )
    : null
  return { query, secondsLeft }
}
