import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { StaffWelfareItemDto, WelfareApplicationDto } from '@contract/welfare'
import { isApiError } from '@/api/api-error'
import { approveWelfare, evidenceQueryOptions, rejectWelfare, welfareKeys } from '@/api/welfare'
import { EvidencePreview } from '@/components/welfare/evidence-preview'
import { errorText } from '@/lib/error-texts'
import { formatWon } from '@/lib/money'
import {
  BENEFIT_TYPE_LABELS,
  IN_KIND_LABELS,
  OCCASION_LABELS,
  RELATION_LABELS,
  WELFARE_STATE_LABELS,
} from '@/lib/welfare-labels'
import { seoulDate } from '@domain/time'

function Evidence({ id, file }: { id: number; file: WelfareApplicationDto['files'][number] }) {
  const blob = useQuery(evidenceQueryOptions(id, file.id))
  if (blob.data) return <EvidencePreview blob={blob.data} name={file.name} />
  return <p className="staff-muted">{blob.isError ? <Trans>Could not be loaded</Trans> : file.name}</p>
}

/** One application: the member's answers, the evidence viewer, and the decision (docs/requirements/my-page.md#my-7). */
export function WelfareDecision({ a, onDecided }: { a: StaffWelfareItemDto; onDecided: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [amount, setAmount] = useState(String(a.proposedAmount ?? 0))
  const [paidOn, setPaidOn] = useState(seoulDate())
  const [reason, setReason] = useState('')
  // After a decision the application leaves the "submitted" filter: the page shows all, this one still open.
  const settle = {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: welfareKeys.staffAll })
      onDecided()
    },
  }
  const approve = useMutation({ mutationFn: () => approveWelfare(a.id, { amount: Number(amount), paidOn }), ...settle })
  const reject = useMutation({ mutationFn: () => rejectWelfare(a.id, reason.trim()), ...settle })
  const failed = approve.error ?? reject.error
  const won = (n: number) => formatWon(n, i18n.locale)
  const facts: Array<[string, string]> = [
    [t`Member`, `${a.memberName} (${a.memberNo ?? '–'})`],
    [t`State`, i18n._(WELFARE_STATE_LABELS[a.state])],
    [t`Benefit type`, i18n._(BENEFIT_TYPE_LABELS[a.type])],
    [t`Occasion`, `${i18n._(OCCASION_LABELS[a.occasion])} · ${a.occasionDate}${a.time ? ` ${a.time}` : ''}`],
    [t`Relationship`, `${i18n._(RELATION_LABELS[a.relationship])} · ${a.subjectName}`],
    ...(a.funeralDate ? ([[t`Funeral procession date`, a.funeralDate]] as Array<[string, string]>) : []),
    [t`In-kind item`, `${i18n._(IN_KIND_LABELS[a.inKindItem])}${a.deliveryAddress ? ` · ${a.deliveryAddress}` : ''}`],
    [t`Account for the payment`, `${a.bank} ${a.accountNumber} (${a.accountHolder})`],
    [t`Proposed by the rules`, a.proposedAmount === null ? t`Decided by the secretariat` : won(a.proposedAmount)],
    ...(a.offset !== null ? ([[t`Unpaid dues offset`, won(a.offset)]] as Array<[string, string]>) : []),
    ...(a.amount !== null ? ([[t`Amount`, won(a.amount)]] as Array<[string, string]>) : []),
    ...(a.paidOn ? ([[t`Payment date`, a.paidOn]] as Array<[string, string]>) : []),
    ...(a.rejectReason ? ([[t`Reason`, a.rejectReason]] as Array<[string, string]>) : []),
  ]
  return (
    <section className="staff-card" aria-labelledby="welfare-open-title">
      <h2 id="welfare-open-title" className="staff-card__title">
        <Trans>Application {a.id}</Trans>
      </h2>
      <dl className="welfare-facts">
        {facts.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="staff-card__title">
        <Trans>Evidence documents</Trans>
      </h3>
      <div className="welfare-evidence">
        {a.files.map((f) => (
          <Evidence key={f.id} id={a.id} file={f} />
        ))}
      </div>
      {failed ? (
        <p className="staff-alert" role="alert">
          {(isApiError(failed) && errorText(i18n, failed.code)) || t`The decision could not be saved.`}
        </p>
      ) : null}
      {a.state === 'submitted' ? (
        <>
          <form
            className="staff-inline-form"
            onSubmit={(e) => {
              e.preventDefault()
              approve.mutate()
            }}
          >
            <label className="field">
              <span className="field__label">
                <Trans>Amount (won)</Trans>
              </span>
              <input
                className="field__input"
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
              />
            </label>
            <label className="field">
              <span className="field__label">
                <Trans>Payment date</Trans>
              </span>
              <input className="field__input" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
            </label>
            <button type="submit" className="btn btn--primary" disabled={!amount || !paidOn || approve.isPending}>
              <Trans>Approve</Trans>
            </button>
          </form>
          <form
            className="staff-inline-form"
            onSubmit={(e) => {
              e.preventDefault()
              reject.mutate()
            }}
          >
            <label className="field">
              <span className="field__label">
                <Trans>Reason for rejection</Trans>
              </span>
              <input
                className="field__input"
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <button type="submit" className="btn" disabled={!reason.trim() || reject.isPending}>
              <Trans>Reject</Trans>
            </button>
          </form>
        </>
      ) : null}
    </section>
  )
}
