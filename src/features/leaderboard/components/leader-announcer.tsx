import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { spokenToPar } from '@/lib/board-format'

/**
 * A polite live region that says who leads when that changes, in one sentence; the cells
 * themselves are not live (a screen reader would read every score of the field).
 */
export function LeaderAnnouncer({ rows }: { rows: readonly LeaderboardRowDto[] }) {
  const { t } = useLingui()
  const leaders = rows.filter((row) => row.rank === 1)
  const ids = leaders.map((row) => row.playerId).join(',')
  const previous = useRef<string | null>(null)
  const [message, setMessage] = useState('')
  const first = leaders[0]
  const sentence = !first
    ? ''
    : leaders.length === 1
      ? t`${first.name} leads at ${spokenToPar(first.toPar)}`
      : leaders.length === 2
        ? t`${first.name} and ${leaders[1]!.name} share the lead at ${spokenToPar(first.toPar)}`
        : t`${first.name} and ${leaders.length - 1} others share the lead at ${spokenToPar(first.toPar)}`

  useEffect(() => {
    // The first board is not news; a new leader (or a new tie) is.
    if (previous.current !== null && previous.current !== ids && sentence) setMessage(sentence)
    previous.current = ids
  }, [ids, sentence])

  return (
    <p className="visually-hidden" aria-live="polite" data-testid="leader-announcer">
      {message}
    </p>
  )
}
