import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApplicationDto } from '@contract/game-apply'
import { formatSeoulMoment } from '@domain/time'
import { createEntryFeeOrder } from '@/api/game-apply'
import { orderQueryOptions } from '@/api/payments'
import { leavePage } from '@/lib/leave-page'
import { formatWon } from '@/lib/money'
import { applyErrorText } from './apply-errors'
import { Fact } from './fact'
import type { PayMethod } from './use-apply'
import { StepAlert } from './page-states'

/** What the state means for the member now, and the one thing to do (pay, deposit, wait). */
export function Outcome({ application: a }: { application: ApplicationDto }) {
  const { i18n } = useLingui()
  const fee = formatWon(a.amountWon, i18n.locale)
  switch (a.state) {
    case 'paid':
      return (
        <p className="apply-outcome apply-outcome--good">
          <Trans>You are in the field and your entry fee is paid.</Trans>
        </p>
      )
    case 'waitlisted':
      return (
        <p className="apply-outcome">
          <Trans>
            The field is full: you are No. {a.waitlistPosition ?? '—'} on the waiting list. When a place is given to
            you, you have 24 hours to pay; we will let you know.
          </Trans>
        </p>
      )
    case 'awaiting_payment':
      return <PayNow application={a} fee={fee} />
    case 'waiting_for_deposit':
      return <Deposit orderNo={a.orderNo} />
    default:
      return null
  }
}

function PayNow({ application: a, fee }: { application: ApplicationDto; fee: string }) {
  const { t, i18n } = useLingui()
  const [method, setMethod] = useState<PayMethod>('card')
  const pay = useMutation({
    mutationFn: () => createEntryFeeOrder(a, method),
    onSuccess: ({ checkoutUrl }) => leavePage.to(checkoutUrl),
  })
  const by = a.payBy ? formatSeoulMoment(a.payBy, i18n.locale, { weekday: true }) : null
  return (
    <div className="apply-outcome apply-outcome--due">
      <p>
        {by ? (
          <Trans>
            You have a place in the field. Pay the entry fee of {fee} by {by} (Seoul time), or the place goes to the
            waiting list.
          </Trans>
        ) : (
          <Trans>You have a place in the field. Pay the entry fee of {fee} to keep it.</Trans>
        )}
      </p>
      <div className="apply-pay">
        <label className="apply-option">
          <input type="radio" name="pay-method" checked={method === 'card'} onChange={() => setMethod('card')} />
          <span>{t`Card`}</span>
        </label>
        <label className="apply-option">
          <input type="radio" name="pay-method" checked={method === 'vbank'} onChange={() => setMethod('vbank')} />
          <span>{t`Virtual account`}</span>
        </label>
        <button type="button" className="btn btn--primary" disabled={pay.isPending} onClick={() => pay.mutate()}>
          {t`Pay ${fee}`}
        </button>
      </div>
      <StepAlert text={pay.isError ? applyErrorText(i18n, pay.error) : null} />
    </div>
  )
}

/** A virtual account issued: where to send the money, read from the payment door's order. */
function Deposit({ orderNo }: { orderNo: string | null }) {
  const { t, i18n } = useLingui()
  const order = useQuery({ ...orderQueryOptions(orderNo ?? ''), enabled: orderNo !== null })
  const account = order.data?.virtualAccount
  return (
    <div className="apply-outcome apply-outcome--due">
      <p>
        <Trans>Your place is kept until the deposit arrives. Send the entry fee to this account:</Trans>
      </p>
      {account && order.data ? (
        <dl className="apply-vbank">
          <Fact label={t`Bank`}>{account.bank}</Fact>
          <Fact label={t`Account number`} num>
            {account.accountNumber}
          </Fact>
          <Fact label={t`Account holder`}>{account.holder}</Fact>
          <Fact label={t`Amount to deposit`} num>
            {formatWon(order.data.amount, i18n.locale)}
          </Fact>
          <Fact label={t`Deposit by`}>{formatSeoulMoment(account.dueAt, i18n.locale, { weekday: true })}</Fact>
        </dl>
      ) : null}
    </div>
  )
}
