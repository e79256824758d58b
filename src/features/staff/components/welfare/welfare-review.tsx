import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { WELFARE_STATES, type WelfareState } from '@contract/welfare'
import { staffWelfareQueryOptions } from '@/api/welfare'
import { StaffBand } from '@/components/staff/staff-band'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { formatWon } from '@/lib/money'
import { OCCASION_LABELS, RELATION_LABELS, WELFARE_STATE_LABELS } from '@/lib/welfare-labels'
import { DeskError, DeskLoading } from '../desk-states'
import { WelfareDecision } from './welfare-decision'
import '../../standing.css'
import './welfare-review.css'

interface WelfareReviewProps {
  state: WelfareState | undefined
  openId: number | undefined
  onFilter: (state: WelfareState | undefined) => void
  onOpen: (id: number | undefined) => void
  /** After a decision: every state shown, the decided application still open. */
  onDecided: () => void
}

/**
 * /staff/welfare: the secretariat's queue of welfare applications, one open with its evidence, approved with an
 * amount and a payment date or rejected with a reason (docs/requirements/my-page.md#my-7). The server audits both.
 */
export function WelfareReview({ state, openId, onFilter, onOpen, onDecided }: WelfareReviewProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Welfare review`)
  const queue = useQuery(staffWelfareQueryOptions(state))
  const open = queue.data?.find((a) => a.id === openId)
  return (
    <>
      <StaffBand title={<Trans>Welfare review</Trans>} current="welfare" />
      <div className="container staff-body">
        <div className="staff-grid">
          <section className="staff-card" aria-labelledby="welfare-queue-title">
            <h2 id="welfare-queue-title" className="staff-card__title">
              <Trans>Welfare applications</Trans>
            </h2>
            <div className="welfare-filter" role="group" aria-label={t`State`}>
              <button type="button" className="btn btn--sm" aria-pressed={!state} onClick={() => onFilter(undefined)}>
                <Trans>All</Trans>
              </button>
              {WELFARE_STATES.map((s) => (
                <button
                  key={s}
                  type="button"
                  className="btn btn--sm"
                  aria-pressed={state === s}
                  onClick={() => onFilter(s)}
                >
                  {i18n._(WELFARE_STATE_LABELS[s])}
                </button>
              ))}
            </div>
            {queue.isPending ? <DeskLoading /> : null}
            {queue.isError ? <DeskError error={queue.error} retry={() => void queue.refetch()} /> : null}
            {queue.data && queue.data.length === 0 ? (
              <p className="staff-muted">
                <Trans>No applications.</Trans>
              </p>
            ) : null}
            {queue.data && queue.data.length > 0 ? (
              <ul role="list" className="staff-list">
                {queue.data.map((a) => (
                  <li key={a.id} className="staff-list__item">
                    <span className="staff-list__main">
                      <strong>
                        {a.memberName} · {i18n._(OCCASION_LABELS[a.occasion])} (
                        {i18n._(RELATION_LABELS[a.relationship])})
                      </strong>
                      <span className="staff-list__meta">
                        {a.memberNo ?? '–'} · {a.appliedOn} · {i18n._(WELFARE_STATE_LABELS[a.state])}
                        {a.proposedAmount !== null ? ` · ${formatWon(a.amount ?? a.proposedAmount, i18n.locale)}` : ''}
                      </span>
                    </span>
                    <span className="staff-list__actions">
                      <button
                        type="button"
                        className="btn btn--sm"
                        aria-pressed={a.id === openId}
                        onClick={() => onOpen(a.id)}
                      >
                        <Trans>View</Trans>
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          {open ? <WelfareDecision key={open.id} a={open} onDecided={onDecided} /> : null}
        </div>
      </div>
    </>
  )
}
