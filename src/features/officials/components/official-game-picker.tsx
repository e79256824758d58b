import { useLingui } from '@lingui/react/macro'
import type { OfficialGameList } from '@contract/officials'
import { TournamentSelect } from '@/components/form/tournament-select'

interface OfficialGamePickerProps {
  games: OfficialGameList
  gameId: number
  onPick: (gameId: number) => void
}

/** The tournament the console runs: in progress first, then upcoming and finished, with the round in play. */
export function OfficialGamePicker({ games, gameId, onPick }: OfficialGamePickerProps) {
  const { t } = useLingui()
  return (
    <TournamentSelect
      games={games}
      gameId={gameId}
      onPick={onPick}
      selectClassName="officials-picker__select"
      detail={(g) => {
        const round = g.currentRound
        return round > 0 ? t`Round ${round}` : ''
      }}
    />
  )
}
