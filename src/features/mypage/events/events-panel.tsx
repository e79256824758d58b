import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { myEventsQueryOptions } from '@/api/my-records'
import { EmptyState } from '@/components/ui/empty-state'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/portal-paths'
import { formatDay } from '../format'
import './events.css'

/** /member/mypage?tab=events: my winner-prediction entries with their results (my-page.md#my-16). */
export function EventsPanel() {
  const { i18n } = useLingui()
  const events = useQuery(myEventsQueryOptions())
  const name = (p: { nameKo: string; nameEn: string }) => (i18n.locale === 'ko' ? p.nameKo : p.nameEn)
  return (
    <section className="mypage-card" aria-labelledby="my-events-title">
      <h2 id="my-events-title" className="mypage-card__title">
        <Trans>My events</Trans>
      </h2>
      {events.isPending ? (
        <Skeleton height="6rem" />
      ) : events.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : events.data.entries.length === 0 ? (
        <EmptyState
          icon="trophy"
          title={<Trans>No event entries yet</Trans>}
          actions={
            <PortalLink to={paths.events} className="btn btn--ghost">
              <Trans>See the events</Trans>
            </PortalLink>
          }
        >
          <Trans>Pick the winner of a tournament on the events page and your entry appears here.</Trans>
        </EmptyState>
      ) : (
        <ul role="list" className="my-events">
          {events.data.entries.map((e) => (
            <li key={e.gameId} className="my-events__item">
              <div className="my-events__main">
                <span className="my-events__kind">
                  <Trans>Winner prediction</Trans>
                </span>
                <strong>{name(e)}</strong>
                <span className="my-events__dates">
                  {e.startDate} ~ {e.endDate}
                </span>
              </div>
              <dl className="my-events__facts">
                <div>
                  <dt>
                    <Trans>My pick</Trans>
                  </dt>
                  <dd>{name(e.pick)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Picked on</Trans>
                  </dt>
                  <dd>{formatDay(e.pickedAt, i18n.locale)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Winner</Trans>
                  </dt>
                  <dd>{e.winners.length > 0 ? e.winners.map(name).join(', ') : '–'}</dd>
                </div>
              </dl>
              <span className={`my-events__result my-events__result--${resultKey(e.correct)}`}>
                {e.correct === null ? (
                  <Trans>Result to come</Trans>
                ) : e.correct ? (
                  <Trans>Correct</Trans>
                ) : (
                  <Trans>Not this time</Trans>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const resultKey = (correct: boolean | null) => (correct === null ? 'open' : correct ? 'won' : 'lost')
