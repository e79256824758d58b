import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { myApplicationsQueryOptions, myApplicationYearsQueryOptions } from '@/api/my-applications'
import { PortalLink } from '@/components/ui/portal-link'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/portal-paths'
import { PanelError } from '../components/panel-error'
import { ApplicationCard } from './application-card'
import './applications.css'

/**
 * /member/mypage?tab=game-apply: the member's tournament applications of a season, newest first, each with its state
 * and payment (docs/requirements/tournament-applications.md#app-11); the season select lists the seasons with any.
 */
export function GameApplicationsPanel() {
  const { t } = useLingui()
  const years = useQuery(myApplicationYearsQueryOptions())
  const [picked, setPicked] = useState<number | null>(null)
  const year = picked ?? years.data?.years[0] ?? null
  const list = useQuery({ ...myApplicationsQueryOptions(year), enabled: years.isSuccess })
  if (years.isPending || (years.isSuccess && list.isPending)) return <Skeleton height="12rem" radius="16px" />
  if (years.isError || list.isError) {
    return <PanelError onRetry={() => void (years.isError ? years.refetch() : list.refetch())} />
  }
  const items = list.data?.items ?? []
  return (
    <section className="mypage-card" aria-labelledby="my-game-apply-title">
      <div className="my-apply__head">
        <h2 id="my-game-apply-title" className="mypage-card__title">
          <Trans>Tournament applications</Trans>
        </h2>
        {years.data.years.length > 0 ? (
          <select
            className="field__input my-apply__year"
            value={year ?? ''}
            aria-label={t`Season`}
            onChange={(e) => setPicked(Number(e.target.value))}
          >
            {years.data.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        ) : null}
        <PortalLink to={paths.applicationList} className="btn btn--sm">
          <Trans>Tournaments open for application</Trans>
        </PortalLink>
      </div>
      {items.length === 0 ? (
        <EmptyState icon="apply" title={<Trans>No applications yet.</Trans>}>
          <Trans>Tournaments you apply for appear here with their state and payment.</Trans>
        </EmptyState>
      ) : (
        <ul role="list" className="my-apply__list">
          {items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
    </section>
  )
}
