import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { SpacerRow, useVirtualRows } from '@/components/ui/virtual-rows'
import type { PlayerGameDto } from '@contract/game-records'
import { formatToPar } from '@/lib/board-format'
import { formatShortDay, formatWon } from '../format'

const ROW_HEIGHT = 44
const COLUMNS = 8

export interface ChosenGame {
  gameId: number
  name: string
  rounds: number[]
}

/** The rounds of a game the player finished a card in (1-based). */
export const playedRounds = (g: PlayerGameDto) => g.rounds.flatMap((s, i) => (s === null ? [] : [i + 1]))

const GameRow = memo(function GameRow({
  game,
  index,
  chosen,
  onChoose,
}: {
  game: PlayerGameDto
  index: number
  chosen: boolean
  onChoose: (g: ChosenGame) => void
}) {
  const { t, i18n } = useLingui()
  const name = i18n.locale === 'en' ? game.nameEn : game.nameKo
  const rounds = playedRounds(game)
  // Game status: 2 being played, 3 finished, 9 cancelled; otherwise the player is only entered.
  const pending = game.status === 2 ? t`Playing` : game.status === 9 ? t`Cancelled` : t`Entered`
  const position = game.position ?? (game.status === 3 ? game.entryStatus : pending)
  return (
    <tr data-index={index} className={chosen ? 'is-chosen' : undefined}>
      <td className="nowrap">{formatShortDay(game.startDate, i18n.locale)}</td>
      <th scope="row" className="data-table__name" title={name}>
        {name}
      </th>
      <td className={game.rank === 1 ? 'pos pos--win' : 'pos'}>{position}</td>
      <td className="nowrap">{game.rounds.filter((r) => r !== null).join('-') || '–'}</td>
      <td className={game.toPar !== null && game.toPar < 0 ? 'under' : undefined}>{formatToPar(game.toPar)}</td>
      <td className="num">{game.prizeWon ? formatWon(game.prizeWon, i18n.locale) : '–'}</td>
      <td className="num">{game.genesisPoints ? game.genesisPoints.toLocaleString() : '–'}</td>
      <td>
        {rounds.length > 0 ? (
          <button
            type="button"
            className="btn btn--quiet btn--sm"
            aria-pressed={chosen}
            onClick={() => onChoose({ gameId: game.gameId, name, rounds })}
          >
            {t`Scorecard`}
          </button>
        ) : null}
      </td>
    </tr>
  )
})

/** Records by tournament, newest first, in a scrolling box that renders only the rows in view. */
export function TournamentRecords({
  games,
  chosenId,
  onChoose,
}: {
  games: PlayerGameDto[]
  chosenId: number | null
  onChoose: (g: ChosenGame) => void
}) {
  const { t } = useLingui()
  const { scrollRef, items, paddingTop, paddingBottom } = useVirtualRows(games.length, ROW_HEIGHT)
  return (
    <section className="profile-section card" aria-labelledby="games-title">
      <h2 id="games-title" className="profile-section__title">
        <Trans>Records by tournament</Trans>
      </h2>
      {games.length === 0 ? (
        <p className="muted">
          <Trans>No tournament on this tour yet.</Trans>
        </p>
      ) : (
        <div
          ref={scrollRef}
          className="table-scroll table-scroll--tall"
          role="group"
          tabIndex={0}
          aria-labelledby="games-title"
        >
          <table className="data-table data-table--sticky" aria-rowcount={games.length + 1}>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Tournament`}</th>
                <th scope="col">{t`Finish`}</th>
                <th scope="col">{t`Rounds`}</th>
                <th scope="col">{t`To par`}</th>
                <th scope="col" className="num">{t`Prize money`}</th>
                <th scope="col" className="num">{t`Points`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Hole scores`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <SpacerRow height={paddingTop} columns={COLUMNS} />
              {items.map((item) => {
                const game = games[item.index]!
                return (
                  <GameRow
                    key={game.gameId}
                    game={game}
                    index={item.index}
                    chosen={game.gameId === chosenId}
                    onChoose={onChoose}
                  />
                )
              })}
              <SpacerRow height={paddingBottom} columns={COLUMNS} />
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
