import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { ApplicationDto } from '@contract/game-apply'
import { formatCalendarDay, formatSeoulMoment } from '@domain/time'
import { createEntryFeeOrder } from '@/api/game-apply'
import { PortalLink } from '@/components/ui/portal-link'
import { ToneBadge } from '@/components/ui/tone-badge'
import { CADDIE_LABELS, GAME_APPLICATION_STATE_LABELS, GAME_APPLICATION_STATE_TONE } from '@/lib/game-apply-labels'
import { leavePage } from '@/lib/leave-page'
import { formatWon } from '@/lib/money'
import { paymentErrorText } from '@/lib/payment-errors'
import { paths } from '@/lib/portal-paths'

/**
 * One application: the tournament, its state (with the pay-by time or the waiting-list position), the amount and the
 * caddie, and what the member can do: pay an unpaid place by card (the payment door, purpose `entry_fee`) or view it.
 */
export function ApplicationCard({ application: a }: { application: ApplicationDto }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const pay = useMutation({
    mutationFn: () => createEntryFeeOrder(a, 'card'),
    onSuccess: ({ checkoutUrl }) => leavePage.to(checkoutUrl),
  })
  const name = locale === 'ko' ? a.nameKo : a.nameEn
  const titleId = `my-apply-${a.id}`
  return (
    <li className="my-apply" aria-labelledby={titleId}>
      <div className="my-apply__top">
        <div>
          <h3 id={titleId} className="my-apply__game">
            {name}
          </h3>
          <p className="my-apply__dates">
            {formatCalendarDay(a.startDate, locale)} – {formatCalendarDay(a.endDate, locale)}
          </p>
        </div>
        <ToneBadge tone={GAME_APPLICATION_STATE_TONE[a.state]}>
          {i18n._(GAME_APPLICATION_STATE_LABELS[a.state])}
        </ToneBadge>
      </div>
      {a.state === 'awaiting_payment' && a.payBy ? (
        <p className="my-apply__note my-apply__note--due">
          <Trans>Pay by {formatSeoulMoment(a.payBy, locale)}, or the place goes to the waiting list.</Trans>
        </p>
      ) : null}
      {a.state === 'waitlisted' && a.waitlistPosition !== null ? (
        <p className="my-apply__note">
          <Trans>Number {a.waitlistPosition} on the waiting list</Trans>
        </p>
      ) : null}
      {a.confirmed ? (
        <p className="my-apply__note">
          <Trans>In the confirmed field</Trans>
        </p>
      ) : null}
      <dl className="my-apply__facts">
        <div>
          <dt>{t`Entry fee`}</dt>
          <dd className="num">{formatWon(a.amountWon, locale)}</dd>
        </div>
        <div>
          <dt>{t`Caddie`}</dt>
          <dd>{i18n._(CADDIE_LABELS[a.caddie])}</dd>
        </div>
        <div>
          <dt>{t`Applied on`}</dt>
          <dd>{formatSeoulMoment(a.createdAt, locale)}</dd>
        </div>
        {a.paidAt ? (
          <div>
            <dt>{t`Paid on`}</dt>
            <dd>{formatSeoulMoment(a.paidAt, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="my-apply__actions">
        {a.state === 'awaiting_payment' ? (
          <button type="button" className="btn btn--primary" disabled={pay.isPending} onClick={() => pay.mutate()}>
            <Trans>Pay {formatWon(a.amountWon, locale)}</Trans>
          </button>
        ) : null}
        <PortalLink to={paths.applicationComplete(a.gameId)} className="btn">
          <Trans>View application</Trans>
        </PortalLink>
      </div>
      {pay.error ? (
        <p className="my-apply__error" role="alert">
          {paymentErrorText(i18n, pay.error)}
        </p>
      ) : null}
    </li>
  )
}
