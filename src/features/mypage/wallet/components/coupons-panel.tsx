import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { CouponDto } from '@contract/wallet'
import { couponBoxQueryOptions, registerCoupon, walletKeys } from '@/api/wallet'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { formatWon } from '@/lib/money'
import { paymentErrorText } from '@/lib/payment-errors'
import { useSessionStore } from '@/stores/session'
import { formatCalendarDay, seoulDate } from '@domain/time'
import { COUPON_STATE_LABELS } from '../labels'
import '../wallet.css'

function Discount({ coupon: c }: { coupon: CouponDto }) {
  const { i18n } = useLingui()
  if (c.discountKind === 'amount') return <Trans>{formatWon(c.discountValue, i18n.locale)} off</Trans>
  const cap = c.maxDiscountWon === null ? null : formatWon(c.maxDiscountWon, i18n.locale)
  return cap ? (
    <Trans>
      {c.discountValue}% off, up to {cap}
    </Trans>
  ) : (
    <Trans>{c.discountValue}% off</Trans>
  )
}

/** /member/mypage?tab=coupons: register a code and see every coupon with its state (my-page.md#my-14). */
export function CouponsPanel() {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const memberId = useSessionStore((s) => s.userInfo?.id ?? '')
  const box = useQuery({ ...couponBoxQueryOptions(memberId), enabled: memberId !== '' })
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const register = useMutation({
    mutationFn: registerCoupon,
    onSuccess: () => {
      setCode('')
      return client.invalidateQueries({ queryKey: walletKeys.all })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() === '') return setMissing(true)
    setMissing(false)
    register.mutate(code)
  }
  const day = (iso: string) => formatCalendarDay(seoulDate(new Date(iso)), i18n.locale)
  // validUntil is exclusive: the last valid day is the one before it ends.
  const lastDay = (iso: string) => day(new Date(Date.parse(iso) - 1).toISOString())
  return (
    <div className="mypage-stack">
      <section className="mypage-card" aria-labelledby="coupon-register-title">
        <h2 id="coupon-register-title" className="mypage-card__title">
          <Trans>Register a coupon</Trans>
        </h2>
        <form className="wallet-register" onSubmit={submit} noValidate>
          <label className="wallet-register__label" htmlFor="coupon-code">
            <Trans>Coupon code</Trans>
          </label>
          <input
            id="coupon-code"
            className="wallet-register__input"
            value={code}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t`e.g. FWDEMO5000`}
            aria-invalid={missing || register.isError}
            aria-describedby="coupon-feedback"
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={register.isPending}>
            <Trans>Register</Trans>
          </button>
        </form>
        <p id="coupon-feedback" className="wallet-feedback" role={missing || register.isError ? 'alert' : 'status'}>
          {missing ? (
            <Trans>Coupon code required.</Trans>
          ) : register.isError ? (
            paymentErrorText(i18n, register.error)
          ) : register.isSuccess ? (
            <Trans>The coupon was added to your box.</Trans>
          ) : null}
        </p>
      </section>
      <section className="mypage-card" aria-labelledby="coupon-box-title" aria-busy={box.isPending}>
        <h2 id="coupon-box-title" className="mypage-card__title">
          <Trans>Coupon box</Trans>
        </h2>
        {box.isError ? (
          <p className="mypage-muted">
            <Trans>Could not be loaded</Trans>
          </p>
        ) : !box.data ? (
          <Skeleton height="6rem" />
        ) : box.data.items.length === 0 ? (
          <EmptyState icon="ticket" title={<Trans>No coupons yet</Trans>} />
        ) : (
          <ul role="list" className="wallet-coupons">
            {box.data.items.map((c) => (
              <li key={c.code} className={`wallet-coupon wallet-coupon--${c.state}`} aria-label={c.code}>
                <div className="wallet-coupon__value">
                  <Discount coupon={c} />
                </div>
                <div className="wallet-coupon__body">
                  <strong>{i18n.locale === 'ko' ? c.nameKo : c.nameEn}</strong>
                  <span className="mypage-muted">
                    {day(c.validFrom)} – {lastDay(c.validUntil)}
                  </span>
                  <code className="wallet-coupon__code">{c.code}</code>
                </div>
                <span className="wallet-coupon__state">{i18n._(COUPON_STATE_LABELS[c.state])}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
