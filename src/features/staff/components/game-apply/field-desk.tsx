import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { staffApplyGamesQueryOptions } from '@/api/staff-game-apply'
import { TournamentSelect } from '@/components/form/tournament-select'
import { StaffBand } from '@/components/staff/staff-band'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { DeskError, DeskLoading } from '../desk-states'
import { FieldPanel } from './field-panel'
import './game-apply.css'

interface FieldDeskProps {
  gameId: number | undefined
  onPick: (gameId: number) => void
}

/**
 * /staff/game-apply: pick a tournament whose application window is open or has ended, read its applicants and
 * confirm the field (docs/requirements/tournament-applications.md#app-11). The server audits the confirmation.
 */
export function FieldDesk({ gameId, onPick }: FieldDeskProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Tournament field`)
  const games = useQuery(staffApplyGamesQueryOptions())
  const items = games.data?.items ?? []
  // By default the latest window to have ended (the next field to confirm), else the first open one.
  const fallback = items.filter((g) => g.window === 'ended').at(-1) ?? items[0]
  const picked = items.find((g) => g.gameId === gameId) ?? fallback
  return (
    <>
      <StaffBand title={<Trans>Tournament field</Trans>} current="game-apply" />
      <div className="container staff-body">
        <section className="staff-card" aria-labelledby="field-pick-title">
          <h2 id="field-pick-title" className="staff-card__title">
            <Trans>Applications by tournament</Trans>
          </h2>
          {games.isPending ? <DeskLoading /> : null}
          {games.isError ? <DeskError error={games.error} retry={() => void games.refetch()} /> : null}
          {games.isSuccess && items.length === 0 ? (
            <p className="staff-muted">
              <Trans>No tournament of this season has opened its applications yet.</Trans>
            </p>
          ) : null}
          {picked ? (
            <TournamentSelect
              games={items.map((g) => ({
                gameId: g.gameId,
                status: g.gameStatus,
                tourId: g.tourId,
                name: i18n.locale === 'ko' ? g.nameKo : g.nameEn,
                startDate: g.startDate,
                endDate: g.endDate,
                window: g.window,
              }))}
              gameId={picked.gameId}
              onPick={onPick}
              className="field-desk__pick"
              detail={(g) => (g.window === 'open' ? t`applications open` : t`applications ended`)}
            />
          ) : null}
        </section>
        {picked ? <FieldPanel gameId={picked.gameId} /> : null}
      </div>
    </>
  )
}
