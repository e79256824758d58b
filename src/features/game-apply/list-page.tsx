import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { applyListQueryOptions } from '@/api/game-apply'
import { useSessionStore } from '@/stores/session'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { ApplyFrame } from './apply-frame'
import { applyErrorText } from './apply-errors'
import { GameRow } from './game-row'
import { ListFilters } from './list-filters'
import type { ApplyListSearch } from './search'

/**
 * /communitys/gameApply (docs/requirements/tournament-applications.md#app-2): the season's tournaments taking
 * applications, by tour. Without a season the server answers its current Seoul year, so the browser's clock never
 * decides it.
 */
export function ApplyListPage({ search }: { search: ApplyListSearch }) {
  const { t, i18n } = useLingui()
  const viewer = useSessionStore((state) => state.userInfo?.id ?? null)
  const list = useQuery(applyListQueryOptions(viewer, search.tourId ?? 'all', search.srhYear ?? null))
  const year = list.data?.year ?? search.srhYear ?? null
  return (
    <ApplyFrame title={t`Tournament applications`}>
      <p className="apply-lead">
        <Trans>
          Applications open at 10:00 on the first day of the period and close at 16:00 on its last day, Seoul time.
        </Trans>
      </p>
      <ListFilters search={search} year={year} years={list.data?.years ?? []} />
      {list.isPending ? (
        <div role="status" aria-label={t`Loading tournaments`}>
          <Skeleton height="12rem" radius="16px" />
        </div>
      ) : list.isError ? (
        <EmptyState title={applyErrorText(i18n, list.error)}>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t`Try again`}
          </button>
        </EmptyState>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon="calendar" title={t`No tournament takes applications in ${list.data.year}.`}>
          <p>{t`Try another season or tour.`}</p>
        </EmptyState>
      ) : (
        <ul className="apply-list" aria-label={t`Tournaments taking applications`}>
          {list.data.items.map((g) => (
            <GameRow key={g.gameId} game={g} />
          ))}
        </ul>
      )}
    </ApplyFrame>
  )
}
