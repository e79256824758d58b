import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { duesCardQueryOptions, registerDuesCard } from '@/api/dues'
import { Skeleton } from '@/components/ui/skeleton'
import { CheckBox } from '@/features/mypage/components/check-box'
import { formatDay } from '@/features/mypage/format'
import { leavePage } from '@/lib/leave-page'
import { formatWon } from '@/lib/money'
import { CARD_STATE_LABELS } from '@/lib/standing-labels'
import { PayFailure } from './pay-failure'
import { Row } from './row'

/**
 * The dues card for recurring billing (docs/requirements/standing-and-dues.md#sd-12): its state, its last charge,
 * and registration in the provider's window once the member agreed to the instructions.
 */
export function DuesCard() {
  const { t, i18n } = useLingui()
  const card = useQuery(duesCardQueryOptions())
  const [agreed, setAgreed] = useState(false)
  const [asked, setAsked] = useState(false)
  const register = useMutation({
    mutationFn: registerDuesCard,
    onSuccess: ({ checkoutUrl }) => leavePage.to(checkoutUrl),
  })
  const c = card.data
  const start = () => {
    setAsked(true)
    if (agreed) register.mutate()
  }
  return (
    <section className="mypage-card" aria-labelledby="dues-card-title" aria-busy={!c}>
      <h2 id="dues-card-title" className="mypage-card__title">
        <Trans>Dues card</Trans>
      </h2>
      {card.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : !c ? (
        <Skeleton height="3rem" />
      ) : (
        <dl className="mypage-facts">
          <Row label={t`Status`}>
            <span className={`status-badge ${c.state === 'registered' ? 'status-badge--ok' : 'status-badge--due'}`}>
              {i18n._(CARD_STATE_LABELS[c.state])}
            </span>
          </Row>
          {c.cardLabel ? <Row label={t`Card`}>{c.cardLabel}</Row> : null}
          {c.approvedAt ? <Row label={t`Approval date`}>{formatDay(c.approvedAt, i18n.locale)}</Row> : null}
          {c.lastCharge ? (
            <Row label={t`Last charge`}>
              {formatDay(c.lastCharge.at, i18n.locale)} · {formatWon(c.lastCharge.amount, i18n.locale)} ·{' '}
              {c.lastCharge.ok ? <Trans>Charged</Trans> : (c.lastCharge.failure ?? <Trans>Failed</Trans>)}
            </Row>
          ) : null}
        </dl>
      )}
      <div className="dues-card-register">
        <p className="mypage-muted">
          <Trans>
            A registered card is charged for each half-year's dues in January and July. You can change the card at any
            time by registering a new one; a failed charge is shown here.
          </Trans>
        </p>
        <CheckBox
          checked={agreed}
          onChange={(v) => {
            setAgreed(v)
            if (v) setAsked(false)
          }}
          describedBy={asked && !agreed ? 'dues-card-agree-error' : undefined}
        >
          <Trans>I agree to the instructions for dues-card registration.</Trans>
        </CheckBox>
        {asked && !agreed ? (
          <p id="dues-card-agree-error" className="dues-error" role="alert">
            <Trans>Please agree to instructions before dues-card registration.</Trans>
          </p>
        ) : null}
        <div className="dues-actions">
          <button type="button" className="btn btn--primary" onClick={start} disabled={register.isPending}>
            {c?.state === 'registered' ? <Trans>Register another card</Trans> : <Trans>Register a dues card</Trans>}
          </button>
        </div>
        {register.isError ? <PayFailure error={register.error} /> : null}
      </div>
    </section>
  )
}
