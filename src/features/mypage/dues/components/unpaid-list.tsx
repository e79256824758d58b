import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { PaymentPurpose } from '@contract/payments'
import { entranceFeeQueryOptions, unpaidQueryOptions } from '@/api/dues'
import { createOrder } from '@/api/payments'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { leavePage } from '@/lib/leave-page'
import { formatWon } from '@/lib/money'
import { formatCalendarDay } from '@domain/time'
import { PERIOD_STATE_LABELS, periodName } from '@/lib/standing-labels'
import { PayFailure } from './pay-failure'

type Method = 'card' | 'vbank'

/**
 * What is owed now, with pay buttons (docs/requirements/standing-and-dues.md#sd-11). The member picks periods and
 * a method; the server prices the order (docs/requirements/payments.md#pay-2) and names the checkout window.
 */
export function UnpaidList() {
  const { t, i18n } = useLingui()
  const unpaid = useQuery(unpaidQueryOptions())
  const fee = useQuery(entranceFeeQueryOptions())
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set())
  const [method, setMethod] = useState<Method>('card')
  const pay = useMutation({
    mutationFn: (body: { purpose: PaymentPurpose; refs: number[] }) => createOrder({ ...body, method }),
    onSuccess: ({ checkoutUrl }) => leavePage.to(checkoutUrl),
  })

  const list = unpaid.data
  const payable = list?.periods.filter((p) => p.state === 'unpaid') ?? []
  const waiting = list?.periods.filter((p) => p.state === 'waiting_for_deposit') ?? []
  const chosen = payable.filter((p) => !unticked.has(p.id))
  const chosenTotal = chosen.reduce((sum, p) => sum + p.amount, 0)
  const feeOwed = fee.data?.id != null && fee.data.state === 'unpaid' ? fee.data : null
  const toggle = (id: number) =>
    setUnticked((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <section className="mypage-card" aria-labelledby="unpaid-title" aria-busy={!list}>
      <div className="dues-card-head">
        <h2 id="unpaid-title" className="mypage-card__title">
          <Trans>Unpaid</Trans>
        </h2>
        {list && list.total > 0 ? (
          <span className="dues-total">
            <Trans>Total owed</Trans> <strong className="num">{formatWon(list.total, i18n.locale)}</strong>
          </span>
        ) : null}
      </div>
      {unpaid.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : !list ? (
        <Skeleton height="6rem" />
      ) : payable.length === 0 && waiting.length === 0 && !feeOwed ? (
        <EmptyState icon="payment" title={<Trans>Nothing is owed.</Trans>} />
      ) : (
        <>
          {payable.length > 0 ? (
            <fieldset className="dues-choose">
              <legend className="visually-hidden">
                <Trans>Periods to pay</Trans>
              </legend>
              <ul role="list" className="dues-lines">
                {payable.map((p) => (
                  <li key={p.id} className="dues-line">
                    <label className="dues-line__pick">
                      <input type="checkbox" checked={!unticked.has(p.id)} onChange={() => toggle(p.id)} />
                      <span className="dues-line__name">{i18n._(periodName(p.period))}</span>
                      <span className="dues-line__dates mypage-muted">
                        {formatCalendarDay(p.startsOn, i18n.locale)} – {formatCalendarDay(p.endsOn, i18n.locale)}
                      </span>
                    </label>
                    <span className="dues-line__amount num">{formatWon(p.amount, i18n.locale)}</span>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {waiting.length > 0 ? (
            <ul role="list" className="dues-lines">
              {waiting.map((p) => (
                <li key={p.id} className="dues-line">
                  <span className="dues-line__name">{i18n._(periodName(p.period))}</span>
                  <span className="status-badge status-badge--due">{i18n._(PERIOD_STATE_LABELS[p.state])}</span>
                  {p.orderNo ? (
                    <Link to="/payments/order/$orderNo" params={{ orderNo: p.orderNo }} className="btn btn--sm">
                      <Trans>Deposit details</Trans>
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}

          <fieldset className="dues-methods">
            <legend className="dues-methods__legend">
              <Trans>Payment method</Trans>
            </legend>
            <label className="dues-method">
              <input type="radio" name="dues-method" checked={method === 'card'} onChange={() => setMethod('card')} />
              <Trans>Card</Trans>
            </label>
            <label className="dues-method">
              <input type="radio" name="dues-method" checked={method === 'vbank'} onChange={() => setMethod('vbank')} />
              <Trans>Virtual account</Trans>
            </label>
          </fieldset>

          <div className="dues-actions">
            {payable.length > 0 ? (
              <button
                type="button"
                className="btn btn--primary btn--lg"
                disabled={chosen.length === 0 || pay.isPending}
                onClick={() => pay.mutate({ purpose: 'dues', refs: chosen.map((p) => p.id) })}
              >
                <Trans>Pay dues ({formatWon(chosenTotal, i18n.locale)})</Trans>
              </button>
            ) : null}
            {feeOwed?.id ? (
              <button
                type="button"
                className="btn btn--lg"
                disabled={pay.isPending}
                onClick={() => feeOwed.id && pay.mutate({ purpose: 'entrance_fee', refs: [feeOwed.id] })}
              >
                <Trans>Pay entrance fee ({formatWon(feeOwed.amount, i18n.locale)})</Trans>
              </button>
            ) : null}
          </div>
          <p className="mypage-muted dues-note">
            {t`The amount is set by the association when the order is made; the payment window shows it again.`}
          </p>
          {pay.isError ? <PayFailure error={pay.error} /> : null}
        </>
      )}
    </section>
  )
}
