import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { TUE_STATUSES, type TueStatus } from '@domain/clean/codes'
import type { TueReviewItemDto } from '@contract/clean-tue'
import { tueReviewQueryOptions } from '@/api/clean'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { period } from '../format'
import { seoulDate, seoulDateTime } from '@domain/time'
import { ROUTE_LABELS, TUE_STATUS_LABELS } from '../labels'
import type { ReviewSearch } from '../search'
import { ReviewError, ReviewSkeleton, StatusFilter } from './review-states'
import { StatusBadge } from './status-badge'
import { TueDecisionForm } from './tue-decision'

/** Everything the member wrote, and the decision once there is one. */
function ApplicationDetail({ a }: { a: TueReviewItemDto }) {
  const { i18n } = useLingui()
  const decidedAt = a.decidedAt ? seoulDateTime(a.decidedAt) : null
  const decidedBy = a.decidedBy ?? '-'
  const licence = a.physicianLicence
  return (
    <div className="clean-detail">
      <dl className="clean-detail__facts">
        <dt>
          <Trans>Member</Trans>
        </dt>
        <dd>
          {a.member.name}{' '}
          {a.member.memberNo
            ? `(${a.member.memberNo}${a.member.memberClass ? ` · ${a.member.memberClass}` : ''})`
            : null}
        </dd>
        <dt>
          <Trans>Diagnosis</Trans>
        </dt>
        <dd>{a.diagnosis}</dd>
        <dt>
          <Trans>Dose</Trans>
        </dt>
        <dd>{a.dose}</dd>
        <dt>
          <Trans>Route</Trans>
        </dt>
        <dd>{i18n._(ROUTE_LABELS[a.route])}</dd>
        <dt>
          <Trans>Frequency</Trans>
        </dt>
        <dd>{a.frequency}</dd>
        <dt>
          <Trans>Period</Trans>
        </dt>
        <dd>{period(a.startDate, a.endDate)}</dd>
        <dt>
          <Trans>Treating physician</Trans>
        </dt>
        <dd>
          {a.physicianName} · <Trans>Licence {licence}</Trans>
        </dd>
        <dt>
          <Trans>Submitted</Trans>
        </dt>
        <dd>{seoulDateTime(a.createdAt)}</dd>
      </dl>
      {a.status === 'approved' || a.status === 'rejected' ? (
        <p className={a.status === 'rejected' ? 'clean-reason clean-reason--rejected' : 'clean-reason'}>
          <strong>
            <Trans>
              Decided {decidedAt} by {decidedBy}
            </Trans>
          </strong>{' '}
          {a.staffReason}
        </p>
      ) : (
        <TueDecisionForm application={a} />
      )}
    </div>
  )
}

/** Every application, undecided first; one opens in place with its decision form. */
export function ReviewTue({ search }: { search: ReviewSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/cleans/tue/review/' })
  const status = search.status as TueStatus | undefined
  const query = useQuery(tueReviewQueryOptions(status, search.page))
  const go = (next: Partial<ReviewSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }) })
  if (query.isPending) return <ReviewSkeleton />
  if (query.isError && !query.data) return <ReviewError error={query.error} retry={() => void query.refetch()} />
  const data = query.data
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize))
  return (
    <section aria-labelledby="review-tue-title" className="clean-review">
      <h2 id="review-tue-title" className="clean-review__title">
        <Trans>Exemption applications</Trans>
      </h2>
      <StatusFilter
        statuses={TUE_STATUSES}
        current={status}
        counts={data.counts}
        label={(s) => i18n._(TUE_STATUS_LABELS[s])}
        onPick={(s) => go({ status: s, page: 1, id: undefined })}
        name={t`Filter by status`}
      />
      {data.items.length === 0 ? (
        <div className="clean-card">
          <EmptyState icon="info" title={<Trans>No applications in this status.</Trans>} />
        </div>
      ) : (
        <ul className={query.isPlaceholderData ? 'clean-rows clean-rows--stale' : 'clean-rows'}>
          {data.items.map((a) => {
            const open = search.id === a.applicationId
            return (
              <li key={a.applicationId} className={open ? 'clean-row clean-row--open' : 'clean-row'}>
                <button
                  type="button"
                  className="clean-row__summary"
                  aria-expanded={open}
                  onClick={() => go({ id: open ? undefined : a.applicationId })}
                >
                  <span className="clean-row__main">
                    <strong>{a.substance}</strong>
                    <span className="clean-muted">
                      {a.member.name} · {seoulDate(a.createdAt)}
                    </span>
                  </span>
                  <StatusBadge status={a.status} />
                </button>
                {open ? <ApplicationDetail a={a} /> : null}
              </li>
            )
          })}
        </ul>
      )}
      <Pagination
        page={Math.min(search.page, pageCount)}
        pageCount={pageCount}
        onPage={(page) => go({ page, id: undefined })}
        label={t`Pages of applications`}
      />
    </section>
  )
}
