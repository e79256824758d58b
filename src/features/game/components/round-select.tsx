import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { GameDetail } from '@/api/games'
import { useGameSearch } from '../use-game-search'

/** Round picker of a tab; rounds not yet started are listed but disabled. `allRounds` adds "All rounds" (0). */
export function RoundSelect({
  game,
  round,
  allRounds = false,
}: {
  game: GameDetail
  round: number
  allRounds?: boolean
}) {
  const { t } = useLingui()
  const id = useId()
  const { setRound } = useGameSearch()
  const played = Math.max(1, game.currentRound)
  return (
    <div className="game-field">
      <label htmlFor={id}>{t`Round`}</label>
      <select id={id} value={round} onChange={(e) => setRound(Number(e.target.value))}>
        {allRounds ? <option value={0}>{t`All rounds`}</option> : null}
        {Array.from({ length: game.rounds }, (_, i) => i + 1).map((r) => (
          <option key={r} value={r} disabled={r > played}>
            {t`Round ${r}`}
          </option>
        ))}
      </select>
    </div>
  )
}
