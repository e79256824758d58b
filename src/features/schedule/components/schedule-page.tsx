import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { scheduleQueryOptions } from '@/api/schedule'
import '@/components/ui/page-band.css'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { tourName } from '@domain/tours'
import { SCHEDULE_TOUR_IDS, type ScheduleSearch } from '../search'
import { LoadError, ScheduleSkeleton } from './query-states'
import { ScheduleContent } from './schedule-content'
import '../schedule.css'

/** /tours/schedule/schedule: one tour's season as a list or a month calendar (decision 0027). */
export function SchedulePage({ search }: { search: ScheduleSearch }) {
  const { t, i18n } = useLingui()
  const tour = tourName(search.tourId, i18n.locale)
  useDocumentTitle(t`Season schedule · ${tour}`)
  const query = useQuery(scheduleQueryOptions(search.tourId, search.year))
  return (
    <>
      <section className="page-band schedule-band" style={tourStyle(search.tourId)} aria-labelledby="schedule-title">
        <div className="container page-band__inner">
          <div>
            <p className="page-band__eyebrow">{tour}</p>
            <h1 id="schedule-title" className="page-band__title">
              <Trans>Season schedule</Trans>
            </h1>
          </div>
          <nav className="schedule-tours" aria-label={t`Tour`}>
            {SCHEDULE_TOUR_IDS.map((id) => (
              <Link
                key={id}
                to="/tours/schedule/schedule"
                search={{ tourId: id, year: search.year, view: search.view }}
                className="schedule-tours__link"
                aria-current={id === search.tourId ? 'page' : undefined}
                data-active={id === search.tourId}
              >
                {tourName(id, i18n.locale)}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <div className="container schedule-body" style={tourStyle(search.tourId)}>
        {query.isPending ? (
          <ScheduleSkeleton />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <ScheduleContent data={query.data} search={search} />
        )}
      </div>
    </>
  )
}
