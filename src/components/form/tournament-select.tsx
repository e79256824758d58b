import { useLingui } from '@lingui/react/macro'
import { tourName } from '@domain/tours'
import { formatDateRange } from '@/lib/game-format'
import { SelectField } from './select-field'

export interface TournamentChoice {
  gameId: number
  status: number
  tourId: number
  name: string
  startDate: string
  endDate: string
}

interface TournamentSelectProps<G extends TournamentChoice> {
  games: readonly G[]
  gameId: number
  onPick: (gameId: number) => void
  /** What the page adds after the tour, name and dates (the round in play, the scorers assigned). */
  detail?: (game: G) => string
  /** The finished group's title: the desks list only recent ones and say so. */
  finishedLabel?: string
  className?: string
  selectClassName?: string
}

/**
 * The tournament a staff or officials' page works on, grouped by game status (2 in progress, 1 and 4 upcoming,
 * 3 finished; docs/requirements/tours-and-records.md#tr-5), in the order the server lists them.
 */
export function TournamentSelect<G extends TournamentChoice>(props: TournamentSelectProps<G>) {
  const { games, gameId, onPick, detail } = props
  const { t, i18n } = useLingui()
  const label = (g: G) => {
    const dates = formatDateRange(g.startDate, g.endDate, i18n.locale)
    const base = `${tourName(g.tourId, i18n.locale, true)} · ${g.name} · ${dates}`
    const more = detail?.(g)
    return more ? `${base} · ${more}` : base
  }
  const group = (title: string, keep: (status: number) => boolean) => ({
    label: title,
    options: games.filter((g) => keep(g.status)).map((g) => ({ value: g.gameId, label: label(g) })),
  })
  return (
    <SelectField
      label={t`Tournament`}
      value={gameId}
      onChange={(value) => onPick(Number(value))}
      className={props.className}
      selectClassName={props.selectClassName}
      groups={[
        group(t`In progress`, (s) => s === 2),
        group(t`Upcoming`, (s) => s === 1 || s === 4),
        group(props.finishedLabel ?? t`Finished`, (s) => s === 3),
        group(t`Other`, (s) => ![1, 2, 3, 4].includes(s)),
      ]}
    />
  )
}
