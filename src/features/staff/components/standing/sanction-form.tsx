import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { queryKeys } from '@/api/query-keys'
import { recordSanction } from '@/api/staff-standing'
import { seoulDate } from '@domain/time'
import { StaffFailure } from './staff-failure'

/** Records a reward or a discipline: what, from when, until when (docs/requirements/standing-and-dues.md#sd-2). */
export function SanctionForm({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<'reward' | 'discipline'>('discipline')
  const [title, setTitle] = useState('')
  const [detail, setDetail] = useState('')
  const [startsOn, setStartsOn] = useState(() => seoulDate())
  const [endsOn, setEndsOn] = useState('')
  const [restricts, setRestricts] = useState(true)
  const record = useMutation({
    mutationFn: () =>
      recordSanction(memberId, {
        kind,
        title: title.trim(),
        detail: detail.trim(),
        startsOn,
        endsOn: endsOn || null,
        restricts: kind === 'discipline' && restricts,
      }),
    onSuccess: () => {
      setTitle('')
      setDetail('')
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffStanding.ledger(memberId) })
    },
  })
  return (
    <section className="staff-card" aria-labelledby="sanction-title">
      <h2 id="sanction-title" className="staff-card__title">
        <Trans>Record a sanction</Trans>
      </h2>
      <form
        className="standing-form"
        onSubmit={(e) => {
          e.preventDefault()
          if (title.trim()) record.mutate()
        }}
      >
        <label className="field">
          <span className="field__label">
            <Trans>Kind</Trans>
          </span>
          <select
            className="field__input"
            value={kind}
            onChange={(e) => setKind(e.target.value === 'reward' ? 'reward' : 'discipline')}
          >
            <option value="discipline">
              <Trans>Discipline</Trans>
            </option>
            <option value="reward">
              <Trans>Reward</Trans>
            </option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">
            <Trans>Title</Trans>
          </span>
          <input
            className="field__input"
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
        </label>
        <label className="field">
          <span className="field__label">
            <Trans>Detail</Trans>
          </span>
          <textarea
            className="field__input"
            rows={3}
            maxLength={1000}
            value={detail}
            onChange={(e) => setDetail(e.target.value)}
          />
        </label>
        <div className="standing-dates">
          <label className="field">
            <span className="field__label">
              <Trans>From</Trans>
            </span>
            <input
              className="field__input"
              type="date"
              value={startsOn}
              onChange={(e) => setStartsOn(e.target.value)}
              required
            />
          </label>
          <label className="field">
            <span className="field__label">
              <Trans>Until</Trans>
            </span>
            <input
              className="field__input"
              type="date"
              value={endsOn}
              min={startsOn}
              onChange={(e) => setEndsOn(e.target.value)}
            />
          </label>
        </div>
        {kind === 'discipline' ? (
          <label className="standing-pick">
            <input type="checkbox" checked={restricts} onChange={(e) => setRestricts(e.target.checked)} />
            <Trans>Restricts posting and applying while it runs</Trans>
          </label>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={!title.trim() || record.isPending}>
          <Trans>Record</Trans>
        </button>
        {record.isSuccess ? (
          <p className="standing-ok" role="status">
            <Trans>The sanction was recorded.</Trans>
          </p>
        ) : null}
        {record.isError ? <StaffFailure error={record.error} /> : null}
      </form>
    </section>
  )
}
