import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { entranceFeeQueryOptions } from '@/api/dues'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDay } from '@/features/mypage/format'
import { formatWon } from '@/lib/money'
import { formatCalendarDay } from '@domain/time'
import { PERIOD_STATE_LABELS } from '@/lib/standing-labels'
import { badgeClass, Row } from './row'

/** The entrance fee (docs/requirements/standing-and-dues.md#sd-5): amount, selection, due date, state. */
export function EntranceFee() {
  const { t, i18n } = useLingui()
  const fee = useQuery(entranceFeeQueryOptions())
  const f = fee.data
  return (
    <section className="mypage-card" aria-labelledby="entrance-fee-title" aria-busy={!f}>
      <h2 id="entrance-fee-title" className="mypage-card__title">
        <Trans>Entrance fee</Trans>
      </h2>
      {fee.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : !f ? (
        <Skeleton height="3rem" />
      ) : f.id === null ? (
        <p className="mypage-muted">
          <Trans>No entrance fee is owed.</Trans>
        </p>
      ) : (
        <dl className="mypage-facts">
          <Row label={t`Amount`}>
            <span className="num">{formatWon(f.amount, i18n.locale)}</span>
          </Row>
          {f.selectedOn ? <Row label={t`Selected on`}>{formatCalendarDay(f.selectedOn, i18n.locale)}</Row> : null}
          {f.dueOn ? <Row label={t`Due by`}>{formatCalendarDay(f.dueOn, i18n.locale)}</Row> : null}
          <Row label={t`State`}>
            <span className={badgeClass(f.state === 'paid' || f.state === 'exempt')}>
              {f.state ? i18n._(PERIOD_STATE_LABELS[f.state]) : '–'}
            </span>
          </Row>
          {f.paidAt ? <Row label={t`Paid on`}>{formatDay(f.paidAt, i18n.locale)}</Row> : null}
          {f.state === 'paid' && f.orderNo ? (
            <Row label={t`Receipt`}>
              <Link to="/payments/receipt/$orderNo" params={{ orderNo: f.orderNo }}>
                <Trans>Receipt</Trans>
              </Link>
            </Row>
          ) : null}
        </dl>
      )}
    </section>
  )
}
