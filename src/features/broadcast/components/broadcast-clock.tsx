import { useLingui } from '@lingui/react/macro'
import { seoulTime } from '@/lib/board-format'
import { useNow } from '../hooks/use-now'

/** The Seoul wall clock, ticking every second (its own component: only it re-renders each second). */
export function BroadcastClock() {
  const { t } = useLingui()
  const now = useNow()
  const time = seoulTime(now)
  return (
    <p className="bc-clock">
      <time dateTime={now.toISOString()}>{time}</time> <span className="bc-clock__zone">{t`KST`}</span>
    </p>
  )
}
