import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { EducationApplicationDto } from '@contract/education-applications'
import { educationKeys } from '@/api/education'
import { cancelEducationApplication } from '@/api/education-applications'
import { createOrder } from '@/api/payments'
import { leavePage } from '@/lib/leave-page'
import { formatWon } from '@/lib/money'
import { paymentErrorText } from '@/lib/payment-errors'
import { formatDayTime } from '@/features/mypage/format'
import { APPLICATION_STATE_LABELS, APPLICATION_STATE_TONE } from '../labels'
import { CheckInQr } from './check-in-qr'

/** One application: the session, its state, what the member can do now (pay, cancel) and the QR for the venue. */
export function ApplicationCard({ application: a }: { application: EducationApplicationDto }) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const [method, setMethod] = useState<'card' | 'vbank'>('card')
  const ko = i18n.locale === 'ko'
  const pay = useMutation({
    mutationFn: () => createOrder({ purpose: 'education', refs: [a.id], method }),
    onSuccess: ({ checkoutUrl }) => leavePage.to(checkoutUrl),
  })
  const cancel = useMutation({
    mutationFn: () => cancelEducationApplication(a.id),
    onSettled: () => client.invalidateQueries({ queryKey: educationKeys.all }),
  })
  const confirmCancel = () => {
    if (window.confirm(t`Cancel this application? A paid fee is refunded.`)) cancel.mutate()
  }
  const title = ko ? a.titleKo : a.titleEn
  const failure = pay.error ?? cancel.error
  return (
    <li className="edu-app" aria-label={title}>
      <div className="edu-app__main">
        <div className="edu-app__head">
          <h3 className="edu-app__title">{title}</h3>
          <span className={`edu-badge edu-badge--${APPLICATION_STATE_TONE[a.state]}`}>
            {i18n._(APPLICATION_STATE_LABELS[a.state])}
          </span>
        </div>
        <dl className="edu-app__facts">
          <dt>
            <Trans>When</Trans>
          </dt>
          <dd>
            {formatDayTime(a.startsAt, i18n.locale)} – {formatDayTime(a.endsAt, i18n.locale)}
          </dd>
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>{ko ? a.venueKo : a.venueEn}</dd>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd className="num">{a.amountWon === 0 ? <Trans>Free</Trans> : formatWon(a.amountWon, i18n.locale)}</dd>
          {a.attendedAt ? (
            <>
              <dt>
                <Trans>Attendance</Trans>
              </dt>
              <dd>
                <Trans>Attended</Trans> · {formatDayTime(a.attendedAt, i18n.locale)}
              </dd>
            </>
          ) : null}
        </dl>
        <div className="edu-app__actions">
          {a.storedState === 'awaiting_payment' ? (
            <>
              <label className="edu-app__method">
                <input type="radio" checked={method === 'card'} onChange={() => setMethod('card')} />
                <Trans>Card</Trans>
              </label>
              <label className="edu-app__method">
                <input type="radio" checked={method === 'vbank'} onChange={() => setMethod('vbank')} />
                <Trans>Virtual account</Trans>
              </label>
              <button type="button" className="btn btn--primary" disabled={pay.isPending} onClick={() => pay.mutate()}>
                <Trans>Pay {formatWon(a.amountWon, i18n.locale)}</Trans>
              </button>
            </>
          ) : null}
          {a.orderNo && a.storedState === 'waiting_for_deposit' ? (
            <Link to="/payments/order/$orderNo" params={{ orderNo: a.orderNo }} className="btn">
              <Trans>Deposit details</Trans>
            </Link>
          ) : null}
          {a.mayCancel ? (
            <button type="button" className="btn" disabled={cancel.isPending} onClick={confirmCancel}>
              <Trans>Cancel application</Trans>
            </button>
          ) : null}
        </div>
        {failure ? (
          <p className="edu-app__error" role="alert">
            {paymentErrorText(i18n, failure)}
          </p>
        ) : null}
      </div>
      {a.checkInCode ? <CheckInQr code={a.checkInCode} /> : null}
    </li>
  )
}
