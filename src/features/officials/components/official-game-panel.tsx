import { Trans } from '@lingui/react/macro'
import { useOfficialGame } from '../hooks/use-official-game'
import { AtAGlance } from './at-a-glance'
import { AuditTrail } from './audit-trail'
import { ConsoleLoading } from './console-loading'
import { CorrectionForm } from './correction-form'
import { OfficialFailure } from './official-failure'
import { PlayControls } from './play-controls'
import { PlayerStatusPanel } from './player-status-panel'
import { PlayoffForm } from './playoff-form'
import { RoundStrip } from './round-strip'
import { TeeSheetPanel } from './tee-sheet-panel'

/** One tournament's day: its rounds, who is where, what officials may do now, and what they did. */
export function OfficialGamePanel({ gameId }: { gameId: number }) {
  const view = useOfficialGame(gameId)
  if (view.isPending) return <ConsoleLoading />
  if (view.isError)
    return (
      <div className="staff-card">
        <OfficialFailure error={view.error} />
        <button type="button" className="btn btn--sm" onClick={() => void view.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  const game = view.data
  const nextRound = game.rounds.find((r) => r.status === 'planned') ?? null
  const playoffOpen = game.playoff !== null && game.playoff.winnerId === null && !game.finished
  return (
    <div className="officials-game" data-version={game.version}>
      <RoundStrip game={game} />
      {/* The calls come first (a phone shows them before the long lists); a tablet puts them in the right column. */}
      <div className="officials-grid">
        <div className="officials-actions">
          <PlayControls game={game} />
          {nextRound && !game.finished ? <TeeSheetPanel gameId={game.gameId} round={nextRound} /> : null}
          {playoffOpen ? <PlayoffForm game={game} /> : null}
          {!game.finished ? <PlayerStatusPanel game={game} /> : null}
          {game.finished ? <CorrectionForm game={game} /> : null}
        </div>
        <AtAGlance game={game} />
      </div>
      <AuditTrail actions={game.actions} />
    </div>
  )
}
