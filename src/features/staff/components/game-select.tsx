import { useLingui } from '@lingui/react/macro'
import type { ScoringGame } from '@contract/scorers'
import { TournamentSelect } from '@/components/form/tournament-select'

interface GameSelectProps {
  games: readonly ScoringGame[]
  gameId: number
  onPick: (gameId: number) => void
}

/** The tournament the desk works on: in progress, upcoming and recently finished, with its scorers. */
export function GameSelect({ games, gameId, onPick }: GameSelectProps) {
  const { t } = useLingui()
  return (
    <TournamentSelect
      games={games}
      gameId={gameId}
      onPick={onPick}
      className="staff-game"
      selectClassName="staff-game__select"
      finishedLabel={t`Finished in the last 30 days`}
      detail={(g) => {
        const scorers = g.scorers
        return t`scorers: ${scorers}`
      }}
    />
  )
}
