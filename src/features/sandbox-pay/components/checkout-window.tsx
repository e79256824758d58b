import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import {
  approveSandboxPayment,
  cancelSandboxPayment,
  failSandboxPayment,
  sandboxSessionQueryOptions,
  type SandboxSession,
} from '@/api/sandbox-pay'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paymentErrorText } from '@/lib/payment-errors'
import { leavePage } from '@/lib/leave-page'
import { formatWon } from '@/lib/money'
import { SANDBOX_BANKS, SANDBOX_TEST_CARDS } from '../test-cards'
import { SandboxBand } from './sandbox-band'
import '../sandbox-pay.css'

type Tab = 'card' | 'vbank'

/**
 * The sandbox provider's checkout window (docs/requirements/payments.md#pay-5): looks and behaves like a Korean
 * gateway's window (merchant, order, amount; card or virtual account; pay, fail, cancel) and sends the browser back
 * where the provider says, as the real ones do. No real money moves.
 */
export function CheckoutWindow({ token }: { token: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Sandbox payment`)
  const session = useQuery(sandboxSessionQueryOptions(token))
  return (
    <div className="sbx">
      <SandboxBand />
      <div className="sbx-window">
        {session.isPending ? (
          <Skeleton height="20rem" radius="12px" />
        ) : session.isError || session.data.state !== 'open' ? (
          <p className="sbx-error" role="alert">
            <Trans>This payment window has expired or does not exist.</Trans>
          </p>
        ) : (
          <CheckoutForm token={token} session={session.data} />
        )}
      </div>
    </div>
  )
}

function CheckoutForm({ token, session }: { token: string; session: SandboxSession }) {
  const { t, i18n } = useLingui()
  const billing = session.mode === 'billing'
  const methods: Tab[] = billing ? ['card'] : session.methods
  const [tab, setTab] = useState<Tab>(methods[0] ?? 'card')
  const [cardNumber, setCardNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [bank, setBank] = useState(SANDBOX_BANKS[0] ?? '')
  const go = { onSuccess: ({ redirectUrl }: { redirectUrl: string }) => leavePage.to(redirectUrl) }
  const approve = useMutation({
    mutationFn: () =>
      approveSandboxPayment(
        token,
        tab === 'card'
          ? { method: 'card', cardNumber: cardNumber.replace(/\D/g, ''), expiry }
          : { method: 'vbank', bank },
      ),
    ...go,
  })
  const fail = useMutation({ mutationFn: () => failSandboxPayment(token), ...go })
  const cancel = useMutation({ mutationFn: () => cancelSandboxPayment(token), ...go })
  const busy = approve.isPending || fail.isPending || cancel.isPending
  const error = approve.error ?? fail.error ?? cancel.error
  const submit = (e: FormEvent) => {
    e.preventDefault()
    approve.mutate()
  }

  return (
    <form className="sbx-form" onSubmit={submit}>
      <header className="sbx-head">
        <p className="sbx-merchant">{session.merchantName}</p>
        <h1 id="sbx-title" className="sbx-order">
          {session.orderName}
        </h1>
        <p className="sbx-amount">
          <span>{billing ? <Trans>Card registration</Trans> : <Trans>Amount</Trans>}</span>
          {billing ? null : <strong>{formatWon(session.amount, i18n.locale)}</strong>}
        </p>
      </header>

      {methods.length > 1 ? (
        <div className="sbx-tabs" role="radiogroup" aria-label={t`Payment method`}>
          {methods.map((m) => (
            <label key={m} className={`sbx-tab${tab === m ? ' is-on' : ''}`}>
              <input type="radio" name="sbx-method" value={m} checked={tab === m} onChange={() => setTab(m)} />
              {m === 'card' ? <Trans>Card</Trans> : <Trans>Virtual account</Trans>}
            </label>
          ))}
        </div>
      ) : null}

      {tab === 'card' ? (
        <div className="sbx-fields">
          <label className="field">
            <span className="field__label">
              <Trans>Card number</Trans>
            </span>
            <input
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              value={cardNumber}
              onChange={(e) => setCardNumber(e.target.value)}
              placeholder="0000 0000 0000 0000"
              required
            />
          </label>
          <label className="field">
            <span className="field__label">
              <Trans>Expiry (MM/YY)</Trans>
            </span>
            <input
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
              placeholder="12/30"
              pattern="\d{2}/\d{2}"
              required
            />
          </label>
          <div className="sbx-hints">
            <p className="sbx-hints__title">
              <Trans>Test cards</Trans>
            </p>
            <ul role="list">
              {SANDBOX_TEST_CARDS.map((c) => (
                <li key={c.number}>
                  <button type="button" className="sbx-hint" onClick={() => setCardNumber(c.number)}>
                    <span className="sbx-mono">{c.number}</span> <span>{i18n._(c.outcome)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <div className="sbx-fields">
          <label className="field">
            <span className="field__label">
              <Trans>Bank</Trans>
            </span>
            <select className="field__input" value={bank} onChange={(e) => setBank(e.target.value)} required>
              {SANDBOX_BANKS.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </label>
          <p className="sbx-muted">
            <Trans>
              A virtual account is issued; send the amount to it by the deadline (the sandbox bank can do it).
            </Trans>
          </p>
        </div>
      )}

      {error ? (
        <p className="sbx-error" role="alert">
          {paymentErrorText(i18n, error)}
        </p>
      ) : null}

      <div className="sbx-buttons">
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
          {billing ? <Trans>Register card</Trans> : <Trans>Pay</Trans>}
        </button>
        <div className="sbx-buttons__row">
          <button type="button" className="btn" disabled={busy} onClick={() => fail.mutate()}>
            <Trans>Make it fail</Trans>
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => cancel.mutate()}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </form>
  )
}
