import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { WelfareApplicationDto } from '@contract/welfare'
import { evidenceQueryOptions } from '@/api/welfare'
import { EvidencePreview } from '@/components/welfare/evidence-preview'
import { formatWon } from '@/lib/money'
import { BENEFIT_TYPE_LABELS, OCCASION_LABELS, RELATION_LABELS, WELFARE_STATE_LABELS } from '@/lib/welfare-labels'
import { formatCalendarDay } from '@domain/time'

function Evidence({ applicationId, file }: { applicationId: number; file: WelfareApplicationDto['files'][number] }) {
  const [open, setOpen] = useState(false)
  const blob = useQuery({ ...evidenceQueryOptions(applicationId, file.id), enabled: open })
  return (
    <li className="welfare-item__file">
      <button type="button" className="btn btn--sm btn--quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
        {file.name}
      </button>
      {open && blob.data ? <EvidencePreview blob={blob.data} name={file.name} /> : null}
      {open && blob.isError ? (
        <span className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </span>
      ) : null}
    </li>
  )
}

/** One application as the member follows it: what was asked, the state, and the money (MY-7, MY-9). */
export function ApplicationItem({ a, onEdit }: { a: WelfareApplicationDto; onEdit: () => void }) {
  const { i18n } = useLingui()
  const won = (n: number) => formatWon(n, i18n.locale)
  const day = (d: string) => formatCalendarDay(d, i18n.locale)
  const shown = a.amount ?? a.proposedAmount
  return (
    <li className="welfare-item" data-state={a.state}>
      <div className="welfare-item__head">
        <strong>
          {i18n._(OCCASION_LABELS[a.occasion])} · {i18n._(RELATION_LABELS[a.relationship])} · {a.subjectName}
        </strong>
        <span className={`welfare-state welfare-state--${a.state}`}>{i18n._(WELFARE_STATE_LABELS[a.state])}</span>
      </div>
      <p className="mypage-muted">
        {i18n._(BENEFIT_TYPE_LABELS[a.type])} · <Trans>Occasion date</Trans> {day(a.occasionDate)} ·{' '}
        <Trans>Applied</Trans> {day(a.appliedOn)}
      </p>
      <dl className="welfare-money">
        {shown !== null ? (
          <div>
            <dt>{a.amount !== null ? <Trans>Amount</Trans> : <Trans>Expected amount</Trans>}</dt>
            <dd className="num">{won(shown)}</dd>
          </div>
        ) : null}
        {a.offset !== null && shown !== null ? (
          <div>
            <dt>
              <Trans>Unpaid dues offset</Trans>
            </dt>
            <dd className="num">{a.offset > 0 ? `−${won(a.offset)}` : won(0)}</dd>
          </div>
        ) : null}
        {a.netAmount !== null ? (
          <div>
            <dt>
              <Trans>Paid to your account</Trans>
            </dt>
            <dd className="num">{won(a.netAmount)}</dd>
          </div>
        ) : null}
        {a.paidOn ? (
          <div>
            <dt>
              <Trans>Payment date</Trans>
            </dt>
            <dd>{day(a.paidOn)}</dd>
          </div>
        ) : null}
      </dl>
      {a.rejectReason ? (
        <p className="mypage-notice mypage-notice--error">
          <Trans>Reason: {a.rejectReason}</Trans>
        </p>
      ) : null}
      <ul role="list" className="welfare-item__files">
        {a.files.map((f) => (
          <Evidence key={f.id} applicationId={a.id} file={f} />
        ))}
      </ul>
      {a.editable ? (
        <div className="welfare-item__actions">
          <span className="mypage-muted">
            <Trans>Editable until {day(a.editableUntil)}</Trans>
          </span>
          <button type="button" className="btn btn--sm" onClick={onEdit}>
            <Trans>Edit</Trans>
          </button>
        </div>
      ) : null}
    </li>
  )
}
