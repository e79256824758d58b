import { Trans, useLingui } from '@lingui/react/macro'
import { StaffBand } from '@/components/staff/staff-band'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useOfficialGames } from '../hooks/use-official-game'
import { ConsoleLoading } from './console-loading'
import { OfficialFailure } from './official-failure'
import { OfficialGamePanel } from './official-game-panel'
import { OfficialGamePicker } from './official-game-picker'
import '../officials.css'
import '../officials-actions.css'

interface OfficialsConsoleProps {
  /** The tournament in the URL; the first of the list (one in progress, if any) when none is. */
  gameId: number | undefined
  onPick: (gameId: number) => void
}

/**
 * /staff/officials: the officials run a tournament live from here (docs/requirements/officials.md#of-10): the day at
 * a glance, the calls with their confirmations, and the audit trail. The staff area's cards and layout come from the
 * staff area's stylesheet, which its gate loads for every /staff page.
 */
export function OfficialsConsole({ gameId, onPick }: OfficialsConsoleProps) {
  const { t } = useLingui()
  useDocumentTitle(t`Officials' console`)
  const games = useOfficialGames()
  const game =
    games.data?.find((g) => g.gameId === gameId) ?? games.data?.find((g) => g.status === 2) ?? games.data?.[0]
  return (
    <>
      <StaffBand title={<Trans>Officials' console</Trans>} current="officials" />
      <div className="container staff-body officials">
        {games.isPending ? <ConsoleLoading /> : null}
        {games.isError ? (
          <div className="staff-card">
            <OfficialFailure error={games.error} />
            <button type="button" className="btn btn--sm" onClick={() => void games.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : null}
        {games.data && !game ? (
          <section className="staff-card">
            <EmptyState icon="calendar" title={<Trans>No tournament to run now</Trans>}>
              <p>
                <Trans>Tournaments in progress, upcoming and recently finished appear here.</Trans>
              </p>
            </EmptyState>
          </section>
        ) : null}
        {games.data && game ? (
          <>
            <section className="staff-card officials-picker">
              <OfficialGamePicker games={games.data} gameId={game.gameId} onPick={onPick} />
            </section>
            <OfficialGamePanel key={game.gameId} gameId={game.gameId} />
          </>
        ) : null}
      </div>
    </>
  )
}
