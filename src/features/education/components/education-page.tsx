import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageBand } from '@/components/ui/page-band'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { EDUCATION_TABS, type EducationSearch, type EducationTab } from '../search'
import { EventDetail } from './event-detail'
import { ProgrammesPanel } from './programmes-panel'
import { RulesPanel } from './rules-panel'
import { SchedulePanel } from './schedule-panel'
import '../education.css'

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title)
  return null
}

/**
 * /educations/education/: the schedule (list or calendar), the programmes and the rules, or one session (decision
 * 0038).
 */
export function EducationPage({ search }: { search: EducationSearch }) {
  const { t } = useLingui()
  const tab = search.tab ?? 'schedule'
  const labels: Record<EducationTab, string> = {
    schedule: t`Schedule`,
    programmes: t`Programmes`,
    rules: t`Training rules`,
  }
  const tabName = labels[tab]
  const detail = search.event !== undefined
  const tabSearch = (id: EducationTab): EducationSearch =>
    id === 'schedule'
      ? { tab: undefined, event: undefined, view: search.view, type: search.type, month: search.month }
      : { tab: id }
  return (
    <>
      <PageBand
        eyebrow={<Trans>Association education</Trans>}
        title={<Trans>Education and training</Trans>}
        heading={!detail}
      >
        <nav className="page-tabs" aria-label={t`Education sections`}>
          {EDUCATION_TABS.map((id) => (
            <Link
              key={id}
              to="/educations/education/"
              search={tabSearch(id)}
              activeOptions={{ explicitUndefined: true }}
              className="page-tabs__link"
              aria-current={id === tab && !detail ? 'page' : undefined}
              data-active={id === tab}
            >
              {labels[id]}
            </Link>
          ))}
        </nav>
      </PageBand>
      {/* The detail view names itself (its own title and h1). */}
      {detail ? null : <DocumentTitle title={t`Education · ${tabName}`} />}
      <div className="container edu-body">
        {detail ? (
          <EventDetail key={search.event} eventId={search.event!} search={search} />
        ) : tab === 'programmes' ? (
          <ProgrammesPanel />
        ) : tab === 'rules' ? (
          <RulesPanel />
        ) : (
          <SchedulePanel search={search} />
        )}
      </div>
    </>
  )
}
