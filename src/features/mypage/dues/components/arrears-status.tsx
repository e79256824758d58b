import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { arrearsQueryOptions } from '@/api/dues'
import { Skeleton } from '@/components/ui/skeleton'
import { formatCalendarDay } from '@domain/time'
import { STANDING_LABELS } from '@/lib/standing-labels'
import { ReinstatementPanel } from './reinstatement-panel'
import { badgeClass, Row } from './row'

/**
 * Long-term non-payer status (docs/requirements/standing-and-dues.md#sd-6): years unpaid, when suspension and
 * expulsion are or will be reached, and for an expelled member the reinstatement window (#sd-7).
 */
export function ArrearsStatus() {
  const { t, i18n } = useLingui()
  const arrears = useQuery(arrearsQueryOptions())
  const a = arrears.data
  const day = (d: string | null) => (d ? formatCalendarDay(d, i18n.locale) : '–')
  return (
    <>
      <section className="mypage-card" aria-labelledby="arrears-title" aria-busy={!a}>
        <h2 id="arrears-title" className="mypage-card__title">
          <Trans>Long-term non-payer status</Trans>
        </h2>
        {arrears.isError ? (
          <p className="mypage-muted">
            <Trans>Could not be loaded</Trans>
          </p>
        ) : !a ? (
          <Skeleton height="4rem" />
        ) : (
          <dl className="mypage-facts">
            <Row label={t`Standing`}>
              <span className={badgeClass(a.standing === 'active' || a.standing === 'reinstated')}>
                {i18n._(STANDING_LABELS[a.standing])}
              </span>
            </Row>
            <Row label={t`Years unpaid`}>{a.unpaidYears}</Row>
            {a.oldestUnpaidOn ? <Row label={t`Unpaid since`}>{day(a.oldestUnpaidOn)}</Row> : null}
            {a.suspensionOn ? <Row label={t`Suspension (3 years unpaid)`}>{day(a.suspensionOn)}</Row> : null}
            {a.expulsionOn ? <Row label={t`Expulsion (5 years unpaid)`}>{day(a.expulsionOn)}</Row> : null}
          </dl>
        )}
        {a && a.standing === 'suspended' ? (
          <p className="dues-note">
            <Trans>Paying the arrears lifts the suspension.</Trans>
          </p>
        ) : null}
      </section>
      {a?.standing === 'expelled' ? <ReinstatementPanel /> : null}
    </>
  )
}
