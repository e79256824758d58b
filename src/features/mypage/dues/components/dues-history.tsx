import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { duesHistoryQueryOptions, duesYearsQueryOptions } from '@/api/dues'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { formatWon } from '@/lib/money'
import { formatDay } from '@/features/mypage/format'
import { PERIOD_STATE_LABELS, periodName } from '@/lib/standing-labels'

/** Payment history by year (docs/requirements/payments.md#pay-10), each paid period with its receipt. */
export function DuesHistory() {
  const { t, i18n } = useLingui()
  const years = useQuery(duesYearsQueryOptions())
  const [picked, setPicked] = useState<number | null>(null)
  const year = picked ?? years.data?.years[0] ?? null
  const history = useQuery({ ...duesHistoryQueryOptions(year ?? 0), enabled: year !== null })
  const periods = history.data?.periods ?? []

  return (
    <section className="mypage-card" aria-labelledby="dues-history-title">
      <div className="dues-card-head">
        <h2 id="dues-history-title" className="mypage-card__title">
          <Trans>Payment history</Trans>
        </h2>
        {years.data && years.data.years.length > 0 ? (
          <label className="dues-year">
            <span className="visually-hidden">
              <Trans>Year</Trans>
            </span>
            <select
              className="field__input"
              value={year ?? ''}
              onChange={(e) => setPicked(Number(e.target.value))}
              aria-label={t`Year`}
            >
              {years.data.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {years.isPending || (year !== null && history.isPending) ? (
        <Skeleton height="5rem" />
      ) : years.isError || history.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : periods.length === 0 ? (
        <EmptyState icon="payment" title={<Trans>No payment history.</Trans>} />
      ) : (
        <div className="dues-table-wrap" tabIndex={0}>
          <table className="dues-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Period</Trans>
                </th>
                <th scope="col">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
                <th scope="col">
                  <Trans>Paid on</Trans>
                </th>
                <th scope="col">
                  <Trans>Receipt</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => (
                <tr key={p.id}>
                  <td>{i18n._(periodName(p.period))}</td>
                  <td className="num">{formatWon(p.amount, i18n.locale)}</td>
                  <td>{i18n._(PERIOD_STATE_LABELS[p.state])}</td>
                  <td>{p.paidAt ? formatDay(p.paidAt, i18n.locale) : '–'}</td>
                  <td>
                    {p.state === 'paid' && p.orderNo ? (
                      <Link to="/payments/receipt/$orderNo" params={{ orderNo: p.orderNo }}>
                        <Trans>Receipt</Trans>
                      </Link>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            {history.data ? (
              <tfoot>
                <tr>
                  <th scope="row">
                    <Trans>Paid in {year}</Trans>
                  </th>
                  <td className="num" colSpan={4}>
                    {formatWon(history.data.paidTotal, i18n.locale)}
                  </td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
    </section>
  )
}
