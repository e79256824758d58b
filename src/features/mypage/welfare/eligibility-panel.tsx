import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { welfareEligibilityQueryOptions } from '@/api/welfare'
import { Skeleton } from '@/components/ui/skeleton'
import { formatWon } from '@/lib/money'
import { formatCalendarDay } from '@domain/time'

/** The welfare pension and the scholarship with the member's eligibility (docs/requirements/my-page.md#my-10). */
export function EligibilityPanel() {
  const { i18n } = useLingui()
  const q = useQuery(welfareEligibilityQueryOptions())
  const e = q.data
  const won = (n: number) => formatWon(n, i18n.locale)
  const day = (d: string) => formatCalendarDay(d, i18n.locale)
  return (
    <section className="mypage-card" aria-labelledby="welfare-eligibility-title" aria-busy={!e}>
      <h2 id="welfare-eligibility-title" className="mypage-card__title">
        <Trans>Pension and scholarship</Trans>
      </h2>
      {q.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : !e ? (
        <Skeleton height="6rem" />
      ) : (
        <div className="welfare-eligibility">
          <div className="welfare-eligibility__item">
            <h3 className="welfare-eligibility__name">
              <Trans>Welfare pension</Trans>
            </h3>
            <p className={e.pension.eligible ? 'welfare-yes' : 'welfare-no'}>
              {e.pension.eligible ? <Trans>Eligible</Trans> : <Trans>Not eligible</Trans>}
            </p>
            <p className="mypage-muted">
              <Trans>
                {won(e.pension.yearlyAmount)} a year from age 60 to 63 by birth year (1954-1962), guaranteed for 20
                years; 20 years of membership required.
              </Trans>
            </p>
            {e.pension.startAge !== null && e.pension.startYear !== null ? (
              <p>
                <Trans>
                  Yours starts at age {e.pension.startAge} ({e.pension.startYear}).
                </Trans>
              </p>
            ) : null}
            {e.membershipYears !== null ? (
              <p className="mypage-muted">
                <Trans>Membership: {e.membershipYears} years</Trans>
              </p>
            ) : null}
          </div>
          <div className="welfare-eligibility__item">
            <h3 className="welfare-eligibility__name">
              <Trans>Scholarship</Trans>
            </h3>
            <p className={e.scholarship.open ? 'welfare-yes' : 'welfare-no'}>
              {e.scholarship.open ? <Trans>Applications open</Trans> : <Trans>Applications closed</Trans>}
            </p>
            <p className="mypage-muted">
              <Trans>
                {won(e.scholarship.maxQuarterly)} to {won(e.scholarship.minQuarterly)} a quarter. Applications from{' '}
                {day(e.scholarship.opensOn)} to {day(e.scholarship.closesOn)}.
              </Trans>
            </p>
          </div>
          <div className="welfare-eligibility__item">
            <h3 className="welfare-eligibility__name">
              <Trans>Unpaid dues offset</Trans>
            </h3>
            <p className="num">{won(e.unpaidDues)}</p>
            <p className="mypage-muted">
              <Trans>Unpaid dues are settled from a welfare payment; the rest is paid to your account.</Trans>
            </p>
          </div>
        </div>
      )}
    </section>
  )
}
