import { useCallback, useState } from 'react'
import { loadSentScores, saveSentScores, SENT_LIMIT, type SentScore } from '../sent-scores'

/** The sent scores of this tab: page state, mirrored to sessionStorage so a reload keeps them. */
export function useSentLog() {
  const [entries, setEntries] = useState<SentScore[]>(loadSentScores)

  const add = useCallback((entry: SentScore) => {
    setEntries((list) => {
      const next = [entry, ...list].slice(0, SENT_LIMIT)
      saveSentScores(next)
      return next
    })
  }, [])

  return { entries, add }
}
