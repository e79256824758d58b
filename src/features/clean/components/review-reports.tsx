import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { REPORT_STATUSES, type ReportStatus } from '@domain/clean/codes'
import type { ReportItemDto } from '@contract/clean'
import { cleanKeys, reportsQueryOptions, setReportStatus } from '@/api/clean'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { seoulDate, seoulDateTime } from '@domain/time'
import { CATEGORY_LABELS, REPORT_STATUS_LABELS } from '../labels'
import type { ReviewSearch } from '../search'
import { serverFailure } from '../server-failure'
import { ReviewError, ReviewSkeleton, StatusFilter } from './review-states'
import { StatusBadge } from './status-badge'

/** A report in full, its reporter's contact when named, and the next step. */
function ReportDetail({ r }: { r: ReportItemDto }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  const move = useMutation({
    mutationFn: (status: 'reviewing' | 'closed') => setReportStatus(r.reportId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cleanKeys.review }),
    onError: (error) => {
      setNotice(serverFailure(i18n, error).message)
      void queryClient.invalidateQueries({ queryKey: cleanKeys.review })
    },
  })
  const contact = [r.name, r.phone, r.email].filter(Boolean).join(' · ')
  return (
    <div className="clean-detail">
      <dl className="clean-detail__facts">
        <dt>
          <Trans>Receipt number</Trans>
        </dt>
        <dd>{r.receiptNo}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{r.occurredOn}</dd>
        <dt>
          <Trans>Where</Trans>
        </dt>
        <dd>{r.place}</dd>
        <dt>
          <Trans>Who was involved</Trans>
        </dt>
        <dd>{r.involved ?? '-'}</dd>
        <dt>
          <Trans>Reporter</Trans>
        </dt>
        <dd>{r.anonymous ? <Trans>Anonymous</Trans> : contact}</dd>
        <dt>
          <Trans>Received</Trans>
        </dt>
        <dd>{seoulDateTime(r.createdAt)}</dd>
      </dl>
      <p className="clean-detail__text">{r.description}</p>
      {r.evidence ? (
        <p className="clean-detail__text">
          <strong>
            <Trans>Evidence</Trans>
          </strong>{' '}
          {r.evidence}
        </p>
      ) : null}
      {notice ? (
        <p className="clean-notice clean-notice--error" role="alert">
          {notice}
        </p>
      ) : null}
      {r.status !== 'closed' ? (
        <div className="clean-decision__actions">
          {r.status === 'received' ? (
            <button type="button" className="btn" disabled={move.isPending} onClick={() => move.mutate('reviewing')}>
              <Trans>Start the review</Trans>
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--primary"
            disabled={move.isPending}
            onClick={() => move.mutate('closed')}
          >
            <Trans>Close the case</Trans>
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** Received reports, newest first; one opens in place. */
export function ReviewReports({ search }: { search: ReviewSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/cleans/tue/review/' })
  const status = search.status as ReportStatus | undefined
  const query = useQuery(reportsQueryOptions(status, search.page))
  const go = (next: Partial<ReviewSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }) })
  if (query.isPending) return <ReviewSkeleton />
  if (query.isError && !query.data) return <ReviewError error={query.error} retry={() => void query.refetch()} />
  const data = query.data
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize))
  return (
    <section aria-labelledby="review-reports-title" className="clean-review">
      <h2 id="review-reports-title" className="clean-review__title">
        <Trans>Reports</Trans>
      </h2>
      <StatusFilter
        statuses={REPORT_STATUSES}
        current={status}
        counts={data.counts}
        label={(s) => i18n._(REPORT_STATUS_LABELS[s])}
        onPick={(s) => go({ status: s, page: 1, id: undefined })}
        name={t`Filter by status`}
      />
      {data.items.length === 0 ? (
        <div className="clean-card">
          <EmptyState icon="info" title={<Trans>No reports in this status.</Trans>} />
        </div>
      ) : (
        <ul className={query.isPlaceholderData ? 'clean-rows clean-rows--stale' : 'clean-rows'}>
          {data.items.map((r) => {
            const open = search.id === r.reportId
            return (
              <li key={r.reportId} className={open ? 'clean-row clean-row--open' : 'clean-row'}>
                <button
                  type="button"
                  className="clean-row__summary"
                  aria-expanded={open}
                  onClick={() => go({ id: open ? undefined : r.reportId })}
                >
                  <span className="clean-row__main">
                    <strong>{i18n._(CATEGORY_LABELS[r.category])}</strong>
                    <span className="clean-muted">
                      {r.receiptNo} · {seoulDate(r.createdAt)}
                    </span>
                  </span>
                  <StatusBadge status={r.status} kind="report" />
                </button>
                {open ? <ReportDetail r={r} /> : null}
              </li>
            )
          })}
        </ul>
      )}
      <Pagination
        page={Math.min(search.page, pageCount)}
        pageCount={pageCount}
        onPage={(page) => go({ page, id: undefined })}
        label={t`Pages of reports`}
      />
    </section>
  )
}
