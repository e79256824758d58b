import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { OfficialGameList } from '@contract/officials'
import { tourName } from '@domain/tours'
import { formatDateRange } from '@/lib/game-format'

type OfficialGameItem = OfficialGameList[number]

interface OfficialGamePickerProps {
  games: OfficialGameList
  gameId: number
  onPick: (gameId: number) => void
}

/** The tournament the console runs: in progress first, then upcoming and finished, in groups. */
export function OfficialGamePicker({ games, gameId, onPick }: OfficialGamePickerProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const groups: Array<[string, OfficialGameItem[]]> = [
    [t`In progress`, games.filter((g) => g.status === 2)],
    [t`Upcoming`, games.filter((g) => g.status === 1 || g.status === 4)],
    [t`Finished`, games.filter((g) => g.status === 3)],
    [t`Other`, games.filter((g) => ![1, 2, 3, 4].includes(g.status))],
  ]
  const option = (g: OfficialGameItem) => {
    const dates = formatDateRange(g.startDate, g.endDate, i18n.locale)
    const round = g.currentRound
    const stage = round > 0 ? ` · ${t`Round ${round}`}` : ''
    return `${tourName(g.tourId, i18n.locale, true)} · ${g.name} · ${dates}${stage}`
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t`Tournament`}
      </label>
      <select
        id={id}
        className="field__input officials-picker__select"
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
