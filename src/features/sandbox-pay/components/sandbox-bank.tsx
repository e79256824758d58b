import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { sendSandboxDeposit } from '@/api/sandbox-pay'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paymentErrorText } from '@/lib/payment-errors'
import { formatWon } from '@/lib/money'
import { SandboxBand } from './sandbox-band'
import '../sandbox-pay.css'

/**
 * The sandbox's tiny bank: sends a deposit into a virtual account, after which the provider calls Fairway's
 * webhook as a real gateway would (docs/requirements/payments.md#pay-6).
 */
export function SandboxBank() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Sandbox bank`)
  const [accountNumber, setAccountNumber] = useState('')
  const [amount, setAmount] = useState('')
  const [depositor, setDepositor] = useState('')
  const send = useMutation({
    mutationFn: () =>
      sendSandboxDeposit({
        accountNumber: accountNumber.replace(/\D/g, ''),
        amount: Number(amount),
        depositor: depositor.trim(),
      }),
  })
  const amountOk = /^\d+$/.test(amount) && Number(amount) > 0
  return (
    <div className="sbx sbx--page">
      <SandboxBand />
      <section className="sbx-window" aria-labelledby="sbx-bank-title">
        <h1 id="sbx-bank-title" className="sbx-order">
          <Trans>Sandbox bank</Trans>
        </h1>
        <p className="sbx-muted">
          <Trans>Send a deposit into a virtual account that waits for one.</Trans>
        </p>
        <form
          className="sbx-fields"
          onSubmit={(e) => {
            e.preventDefault()
            if (amountOk) send.mutate()
          }}
        >
          <label className="field">
            <span className="field__label">
              <Trans>Account number</Trans>
            </span>
            <input
              className="field__input"
              inputMode="numeric"
              value={accountNumber}
              onChange={(e) => {
                setAccountNumber(e.target.value)
                send.reset()
              }}
              required
            />
          </label>
          <label className="field">
            <span className="field__label">
              <Trans>Amount (won)</Trans>
            </span>
            <input
              className="field__input"
              inputMode="numeric"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value)
                send.reset()
              }}
              aria-invalid={amount !== '' && !amountOk}
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
          <button type="submit" className="btn btn--primary btn--lg" disabled={send.isPending || !amountOk}>
            <Trans>Send deposit</Trans>
          </button>
        </form>
        {send.isSuccess ? (
          <p className="sbx-ok" role="status">
            <Trans>
              Sent {formatWon(Number(amount), i18n.locale)} to {accountNumber}.
            </Trans>
          </p>
        ) : null}
        {send.isError ? (
          <p className="sbx-error" role="alert">
            {paymentErrorText(i18n, send.error)}
          </p>
        ) : null}
      </section>
    </div>
  )
}
