import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { scoringGamesQuery } from '@/api/staff-scoring'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { DeskError, DeskLoading } from './desk-states'
import { FeedTokens } from './feed-tokens'
import { GameSelect } from './game-select'
import { ScoreAudit } from './score-audit'
import { ScorerAssignments } from './scorer-assignments'
import { StaffBand } from '@/components/staff/staff-band'

interface ScoringDeskProps {
  /** The tournament in the URL; the first of the list (one in progress, if any) when none is. */
  gameId: number | undefined
  onPick: (gameId: number) => void
}

/**
 * /staff/scoring: the tournament office assigns scorers to a tournament, issues and revokes its feed
 * tokens, and reads who sent each of its scores and from where (docs/decisions/0044).
 */
export function ScoringDesk({ gameId, onPick }: ScoringDeskProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Scoring desk`)
  const games = useQuery(scoringGamesQuery(i18n.locale))
  const game = games.data?.find((g) => g.gameId === gameId) ?? games.data?.[0]

  return (
    <>
      <StaffBand title={<Trans>Scoring desk</Trans>} current="scoring" />
      <div className="container staff-body">
        {games.isPending ? <DeskLoading /> : null}
        {games.isError ? <DeskError error={games.error} retry={() => void games.refetch()} /> : null}
        {games.data && !game ? (
          <section className="staff-card">
            <EmptyState icon="calendar" title={<Trans>No tournament takes live scores now</Trans>}>
              <p>
                <Trans>Tournaments in progress, upcoming and finished in the last 30 days appear here.</Trans>
              </p>
            </EmptyState>
          </section>
        ) : null}
        {games.data && game ? (
          <>
            <section className="staff-card">
              <GameSelect games={games.data} gameId={game.gameId} onPick={onPick} />
            </section>
            <div className="staff-grid">
              <section className="staff-card" aria-labelledby="staff-scorers-title">
                <h2 id="staff-scorers-title" className="staff-card__title">
                  <Trans>Scorers</Trans>
                </h2>
                <ScorerAssignments key={game.gameId} gameId={game.gameId} />
              </section>
              <section className="staff-card" aria-labelledby="staff-tokens-title">
                <h2 id="staff-tokens-title" className="staff-card__title">
                  <Trans>Feed tokens</Trans>
                </h2>
                {/* Keyed: a token shown once for one tournament must not stay on screen for the next. */}
                <FeedTokens key={game.gameId} gameId={game.gameId} />
              </section>
            </div>
            <section className="staff-card" aria-labelledby="staff-audit-title">
              <h2 id="staff-audit-title" className="staff-card__title">
                <Trans>Score audit</Trans>
              </h2>
              <ScoreAudit gameId={game.gameId} />
            </section>
          </>
        ) : null}
      </div>
    </>
  )
}
