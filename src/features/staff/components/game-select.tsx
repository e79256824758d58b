import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ScoringGame } from '@contract/scorers'
import { tourName } from '@domain/tours'
import { formatDateRange } from '@/lib/game-format'

interface GameSelectProps {
  games: readonly ScoringGame[]
  gameId: number
  onPick: (gameId: number) => void
}

/** The tournament the desk works on: in progress, upcoming and recently finished, in groups. */
export function GameSelect({ games, gameId, onPick }: GameSelectProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const groups: Array<[string, ScoringGame[]]> = [
    [t`In progress`, games.filter((g) => g.status === 2)],
    [t`Upcoming`, games.filter((g) => g.status === 1 || g.status === 4)],
    [t`Finished in the last 30 days`, games.filter((g) => g.status === 3)],
  ]
  const option = (g: ScoringGame) => {
    const dates = formatDateRange(g.startDate, g.endDate, i18n.locale)
    const scorers = g.scorers
    return `${tourName(g.tourId, i18n.locale, true)} · ${g.name} · ${dates} · ${t`scorers: ${scorers}`}`
  }
  return (
    <div className="field staff-game">
      <label className="field__label" htmlFor={id}>
        {t`Tournament`}
      </label>
      <select
        id={id}
        className="field__input staff-game__select"
        value={gameId}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {groups.map(([label, list]) =>
          list.length > 0 ? (
            <optgroup key={label} label={label}>
              {list.map((g) => (
                <option key={g.gameId} value={g.gameId}>
                  {option(g)}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
    </div>
  )
}
