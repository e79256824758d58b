import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import type { memberLedgerSchema } from '@contract/dues'
import { queryKeys } from '@/api/query-keys'
import { recordOfflineTransfer } from '@/api/staff-standing'
import { periodName } from '@/lib/standing-labels'
import { formatWon } from '@/lib/money'
import { seoulDate } from '@domain/time'
import { StaffFailure } from './staff-failure'

type Ledger = z.infer<typeof memberLedgerSchema>

/** Records a bank transfer made outside the portal against unpaid bills (docs/requirements/payments.md#pay-10). */
export function OfflineTransferForm({ ledger }: { ledger: Ledger }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const open = ledger.periods.filter((p) => p.state === 'unpaid')
  const feeOpen = ledger.entranceFee.id !== null && ledger.entranceFee.state === 'unpaid'
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set())
  const [fee, setFee] = useState(false)
  const [amount, setAmount] = useState('')
  const [depositedOn, setDepositedOn] = useState(() => seoulDate())
  const [depositor, setDepositor] = useState('')
  const [note, setNote] = useState('')
  const owed =
    open.filter((p) => picked.has(p.id)).reduce((s, p) => s + p.amount, 0) + (fee ? ledger.entranceFee.amount : 0)
  const record = useMutation({
    mutationFn: () =>
      recordOfflineTransfer(ledger.memberId, {
        periodIds: [...picked],
        entranceFee: fee,
        amount: Number(amount || owed),
        depositedOn,
        depositor: depositor.trim(),
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: () => {
      setPicked(new Set())
      setFee(false)
      setAmount('')
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffStanding.ledger(ledger.memberId) })
    },
  })
  const toggle = (id: number) =>
    setPicked((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const nothing = picked.size === 0 && !fee
  return (
    <section className="staff-card" aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="staff-card__title">
        <Trans>Record an offline bank transfer</Trans>
      </h2>
      {open.length === 0 && !feeOpen ? (
        <p className="staff-muted">
          <Trans>Nothing is owed.</Trans>
        </p>
      ) : (
        <form
          className="standing-form"
          onSubmit={(e) => {
            e.preventDefault()
            if (!nothing && depositor.trim()) record.mutate()
          }}
        >
          <fieldset className="standing-picks">
            <legend className="field__label">
              <Trans>Paid bills</Trans>
            </legend>
            {open.map((p) => (
              <label key={p.id} className="standing-pick">
                <input type="checkbox" checked={picked.has(p.id)} onChange={() => toggle(p.id)} />
                {i18n._(periodName(p.period))} · {formatWon(p.amount, i18n.locale)}
              </label>
            ))}
            {feeOpen ? (
              <label className="standing-pick">
                <input type="checkbox" checked={fee} onChange={(e) => setFee(e.target.checked)} />
                <Trans>Entrance fee</Trans> · {formatWon(ledger.entranceFee.amount, i18n.locale)}
              </label>
            ) : null}
          </fieldset>
          <label className="field">
            <span className="field__label">
              <Trans>Amount received (won)</Trans>
            </span>
            <input
              className="field__input"
              inputMode="numeric"
              value={amount}
              placeholder={String(owed)}
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <label className="field">
            <span className="field__label">
              <Trans>Deposited on</Trans>
            </span>
            <input
              className="field__input"
              type="date"
              value={depositedOn}
              onChange={(e) => setDepositedOn(e.target.value)}
              required
            />
          </label>
          <label className="field">
            <span className="field__label">
              <Trans>Depositor</Trans>
            </span>
            <input
              className="field__input"
              value={depositor}
              maxLength={40}
              onChange={(e) => setDepositor(e.target.value)}
              required
            />
          </label>
          <label className="field">
            <span className="field__label">
              <Trans>Note</Trans>
            </span>
            <input className="field__input" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit" className="btn btn--primary" disabled={nothing || record.isPending}>
            <Trans>Record transfer</Trans>
          </button>
          {record.isSuccess ? (
            <p className="standing-ok" role="status">
              <Trans>The transfer was recorded.</Trans>
            </p>
          ) : null}
          {record.isError ? <StaffFailure error={record.error} /> : null}
        </form>
      )}
    </section>
  )
}
