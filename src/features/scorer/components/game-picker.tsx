import { useLingui } from '@lingui/react/macro'
import type { GameSummaryDto } from '@contract/game'
import { tourName } from '@domain/tours'
import { localName } from '../names'
import './scorer-choices.css'

/** A switch between the games in progress, shown when there is more than one to score. */
export function GamePicker({
  games,
  gameId,
  onPick,
}: {
  games: readonly GameSummaryDto[]
  gameId: number | undefined
  onPick: (gameId: number) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <nav className="scorer-games" aria-label={t`Tournaments in progress`}>
      <ul role="list">
        {games.map((game) => (
          <li key={game.gameId}>
            <button
              type="button"
              className="scorer-choice"
              aria-pressed={game.gameId === gameId}
              onClick={() => onPick(game.gameId)}
            >
              <span className="scorer-choice__eyebrow">{tourName(game.tourId, i18n.locale, true)}</span>
              <span className="scorer-choice__title">{localName(game, i18n.locale)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
