import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { duesGuideQueryOptions } from '@/api/dues'
import { Skeleton } from '@/components/ui/skeleton'
import { formatWon } from '@/lib/money'
import { formatCalendarDay } from '@domain/time'
import { MEMBER_CLASS_LABELS } from '@/lib/member-labels'
import { Row } from './row'

/** The payment guide (docs/requirements/standing-and-dues.md#sd-3, #sd-4): the member's amounts and where to pay. */
export function PaymentGuide() {
  const { t, i18n } = useLingui()
  const guide = useQuery(duesGuideQueryOptions())
  const g = guide.data
  const won = (n: number | null) => (n === null ? '–' : formatWon(n, i18n.locale))
  return (
    <section className="mypage-card" aria-labelledby="dues-guide-title" aria-busy={!g}>
      <h2 id="dues-guide-title" className="mypage-card__title">
        <Trans>Payment guide</Trans>
      </h2>
      {guide.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : !g ? (
        <Skeleton height="8rem" />
      ) : (
        <dl className="mypage-facts">
          <Row label={t`Member class`}>{g.memberClass ? i18n._(MEMBER_CLASS_LABELS[g.memberClass]) : '–'}</Row>
          {g.exempt ? (
            <Row label={t`Dues`}>
              <span className="status-badge status-badge--ok">
                <Trans>Exempt</Trans>
              </span>
            </Row>
          ) : (
            <>
              <Row label={t`Monthly dues`}>{won(g.monthlyDues)}</Row>
              <Row label={t`Half-year dues`}>{won(g.halfYearDues)}</Row>
            </>
          )}
          <Row label={t`Billing months`}>{g.billingMonths.map((m) => t`Month ${m}`).join(', ')}</Row>
          <Row label={t`Dues end`}>
            {g.duesEndOn ? (
              <>
                {formatCalendarDay(g.duesEndOn, i18n.locale)}{' '}
                <span className="mypage-muted">
                  <Trans>(20 years of membership and age 60)</Trans>
                </span>
              </>
            ) : (
              <span className="mypage-muted">
                <Trans>At 20 years of membership and age 60</Trans>
              </span>
            )}
          </Row>
          <Row label={t`Bank transfer`}>
            <span className="dues-bank">
              {g.bankTransfer.bank} <span className="num">{g.bankTransfer.accountNumber}</span>{' '}
              <span className="mypage-muted">({g.bankTransfer.holder})</span>
            </span>
          </Row>
        </dl>
      )}
    </section>
  )
}
