import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { tourName } from '@domain/tours'
import { ongoingGamesQuery, scorerGameQuery, timeTableQuery } from '../hooks/scorer-queries'
import { localName } from '../names'
import type { ScorerCredential } from '../credential'
import type { ScorerSelection, SelectScorer } from '../selection'
import type { SentScore } from '../sent-scores'
import { GamePicker } from './game-picker'
import { GroupPanel } from './group-panel'
import { GroupPicker } from './group-picker'
import './scorer-choices.css'

interface ScorerFlowProps {
  selection: ScorerSelection
  onSelect: SelectScorer
  credential: ScorerCredential | null
  sent: readonly SentScore[]
  onSent: (entry: SentScore) => void
  onTokenRefused: () => void
}

/** Game → tee group → hole → scores. Each step shows once the one before it is settled. */
export function ScorerFlow({ selection, onSelect, credential, sent, onSent, onTokenRefused }: ScorerFlowProps) {
  const { i18n } = useLingui()
  const games = useQuery(ongoingGamesQuery())
  const only = games.data?.length === 1 ? games.data[0]!.gameId : undefined
  const gameId = selection.gameId ?? only
  const game = useQuery({ ...scorerGameQuery(gameId ?? 0), enabled: gameId !== undefined })
  const round = game.data?.currentRound ?? 0
  const table = useQuery({ ...timeTableQuery(gameId ?? 0, round), enabled: gameId !== undefined && round > 0 })
  const group = table.data?.groups.find((g) => g.groupNo === selection.groupNo)
  const { groupNo, teeTime, startHole } = group ?? {}

  if (games.isPending)
    return (
      <p className="scorer-note">
        <Trans>Loading tournaments in progress…</Trans>
      </p>
    )
  if (games.isError)
    return (
      <p className="scorer-alert" role="alert">
        <Trans>The tournaments in progress could not be loaded.</Trans>
      </p>
    )

  // A switch when there is a choice, or when the URL names a game that is no longer the one in progress.
  const picker =
    games.data.length > 1 || (games.data.length === 1 && gameId !== only) ? (
      <GamePicker games={games.data} gameId={gameId} onPick={(id) => onSelect({ gameId: id })} />
    ) : null

  if (gameId === undefined) {
    return (
      picker ?? (
        <p className="scorer-note">
          <Trans>No tournament is in progress now: there is nothing to score.</Trans>
        </p>
      )
    )
  }

  return (
    <>
      {picker}
      {game.isPending ? (
        <p className="scorer-note">
          <Trans>Loading the tournament…</Trans>
        </p>
      ) : game.isError ? (
        <p className="scorer-alert" role="alert">
          <Trans>The tournament could not be loaded.</Trans>
        </p>
      ) : (
        <div className="scorer-game">
          <span className="scorer-game__tour">{tourName(game.data.tourId, i18n.locale, true)}</span>
          <strong className="scorer-game__name">{localName(game.data, i18n.locale)}</strong>
          {round > 0 ? (
            <span className="scorer-game__round">
              <Trans>Round {round}</Trans>
            </span>
          ) : null}
        </div>
      )}
      {game.data && round === 0 ? (
        <p className="scorer-note">
          <Trans>This tournament has not started: no round is in play.</Trans>
        </p>
      ) : null}
      {round > 0 && table.isPending ? (
        <p className="scorer-note">
          <Trans>Loading tee times…</Trans>
        </p>
      ) : null}
      {table.isError ? (
        <p className="scorer-alert" role="alert">
          <Trans>The tee times could not be loaded.</Trans>
        </p>
      ) : null}
      {table.data && !group ? (
        <GroupPicker groups={table.data.groups} onPick={(picked) => onSelect({ gameId, groupNo: picked })} />
      ) : null}
      {group ? (
        <>
          <div className="scorer-group">
            <span>
              <Trans>
                Group {groupNo} · {teeTime} · tee {startHole}
              </Trans>
            </span>
            <button type="button" className="btn btn--quiet scorer-group__change" onClick={() => onSelect({ gameId })}>
              <Trans>Change group</Trans>
            </button>
          </div>
          <GroupPanel
            gameId={gameId}
            round={round}
            group={group}
            hole={selection.hole}
            onHole={(hole, options) => onSelect({ gameId, groupNo: group.groupNo, hole }, options)}
            credential={credential}
            sent={sent}
            onSent={onSent}
            onTokenRefused={onTokenRefused}
          />
        </>
      ) : null}
    </>
  )
}
