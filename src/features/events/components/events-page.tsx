import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageBand } from '@/components/ui/page-band'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { EVENT_TABS, type EventTab } from '@domain/events/prediction'
import type { EventsPath, EventsSearch } from '../search'
import { EventList } from './event-list'
import { PredictionPanel } from './prediction-panel'
import '../events.css'

/** /events/event/ (and /tours/events/event): the event tabs, or one winner-prediction event (decision 0032). */
export function EventsPage({ search, basePath }: { search: EventsSearch; basePath: EventsPath }) {
  const { t } = useLingui()
  const labels: Record<EventTab, string> = { ing: t`In progress`, event: t`Winners announced`, end: t`Ended` }
  const tabName = labels[search.tabId]
  useDocumentTitle(t`Events · ${tabName}`)
  return (
    <>
      <PageBand eyebrow={<Trans>Fan events</Trans>} title={<Trans>Events</Trans>} heading={search.gameId === undefined}>
        <nav className="page-tabs" aria-label={t`Event tabs`}>
          {EVENT_TABS.map((tabId) => (
            <Link
              key={tabId}
              to={basePath}
              search={{ tabId }}
              className="page-tabs__link"
              aria-current={tabId === search.tabId && search.gameId === undefined ? 'page' : undefined}
              data-active={tabId === search.tabId}
            >
              {labels[tabId]}
            </Link>
          ))}
        </nav>
      </PageBand>
      <div className="container events-body">
        {search.gameId !== undefined ? (
          <PredictionPanel key={search.gameId} gameId={search.gameId} search={search} basePath={basePath} />
        ) : (
          <EventList search={search} basePath={basePath} />
        )}
      </div>
    </>
  )
}
