import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { decideReinstatement, reinstatementQueueQueryOptions, type QueuedReinstatement } from '@/api/staff-standing'
import { queryKeys } from '@/api/query-keys'
import { openPopup } from '@/components/ui/popup-store'
import { formatCalendarDay } from '@domain/time'
import { DeskError, DeskLoading } from '../desk-states'
import { StaffFailure } from './staff-failure'

/** Reinstatement applications waiting for the secretariat (docs/requirements/standing-and-dues.md#sd-7). */
export function ReinstatementQueue({ onOpen }: { onOpen: (memberId: number) => void }) {
  const queue = useQuery(reinstatementQueueQueryOptions())
  return (
    <section className="staff-card" aria-labelledby="queue-title">
      <h2 id="queue-title" className="staff-card__title">
        <Trans>Reinstatement applications</Trans>
      </h2>
      {queue.isPending ? <DeskLoading /> : null}
      {queue.isError ? <DeskError error={queue.error} retry={() => void queue.refetch()} /> : null}
      {queue.data && queue.data.length === 0 ? (
        <p className="staff-muted">
          <Trans>No application is waiting.</Trans>
        </p>
      ) : null}
      {queue.data && queue.data.length > 0 ? (
        <ul role="list" className="standing-queue">
          {queue.data.map((r) => (
            <QueueItem key={r.id} item={r} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function QueueItem({ item, onOpen }: { item: QueuedReinstatement; onOpen: (memberId: number) => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const decide = useMutation({
    mutationFn: (approve: boolean) => decideReinstatement(item.id, { approve, reason: reason.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffStanding.reinstatements() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffStanding.ledger(item.memberId) })
    },
  })
  const ask = async (approve: boolean) => {
    if (!reason.trim()) {
      setMissing(true)
      return
    }
    const ok = await openPopup({
      title: approve ? t`Approve the reinstatement of ${item.name}?` : t`Reject the reinstatement of ${item.name}?`,
      message: reason.trim(),
      confirmLabel: approve ? t`Approve` : t`Reject`,
      cancelLabel: t`Cancel`,
    })
    if (ok) decide.mutate(approve)
  }
  const reasonId = `reason-${item.id}`
  return (
    <li className="standing-queue__item">
      <div className="standing-queue__who">
        <strong>{item.name}</strong>
        <span className="staff-muted">
          {item.memberNo ?? '–'} · {formatCalendarDay(item.appliedAt.slice(0, 10), i18n.locale)} ·{' '}
          <Trans>
            Consents {item.consents}/{item.consentsNeeded}
          </Trans>
        </span>
        <button type="button" className="btn btn--sm" onClick={() => onOpen(item.memberId)}>
          <Trans>Ledger</Trans>
        </button>
      </div>
      <p className="standing-statement">{item.statement}</p>
      <label className="field">
        <span className="field__label">
          <Trans>Reason for the decision</Trans>
        </span>
        <textarea
          id={reasonId}
          className="field__input"
          rows={2}
          maxLength={500}
          value={reason}
          aria-invalid={missing && !reason.trim()}
          onChange={(e) => {
            setReason(e.target.value)
            setMissing(false)
          }}
        />
      </label>
      {missing ? (
        <p className="staff-alert" role="alert">
          <Trans>Please enter a reason.</Trans>
        </p>
      ) : null}
      <div className="standing-queue__actions">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={decide.isPending}
          onClick={() => void ask(true)}
        >
          <Trans>Approve</Trans>
        </button>
        <button
          type="button"
          className="btn btn--sm staff-danger"
          disabled={decide.isPending}
          onClick={() => void ask(false)}
        >
          <Trans>Reject</Trans>
        </button>
      </div>
      {decide.isSuccess ? (
        <p className="standing-ok" role="status">
          {decide.data.state === 'approved' ? <Trans>Approved.</Trans> : <Trans>Rejected.</Trans>}
        </p>
      ) : null}
      {decide.isError ? <StaffFailure error={decide.error} /> : null}
    </li>
  )
}
