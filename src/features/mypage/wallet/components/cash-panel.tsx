import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CASH_PAGE_SIZE, cashQueryOptions } from '@/api/wallet'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { formatWon } from '@/lib/money'
import { useSessionStore } from '@/stores/session'
import { formatCalendarDay, seoulDate } from '@domain/time'
import { CASH_CAUSE_LABELS, OTHER_CAUSE } from '../labels'
import '../wallet.css'

/** /member/mypage?tab=cash: the balance and every credit and debit with its cause (my-page.md#my-13). */
export function CashPanel() {
  const { t, i18n } = useLingui()
  const memberId = useSessionStore((s) => s.userInfo?.id ?? '')
  const [page, setPage] = useState(1)
  const ledger = useQuery({ ...cashQueryOptions(memberId, page), enabled: memberId !== '' })
  const data = ledger.data
  return (
    <section className="mypage-card" aria-labelledby="cash-title" aria-busy={ledger.isPending}>
      <div className="wallet-cash-head">
        <h2 id="cash-title" className="mypage-card__title">
          <Trans>Cash</Trans>
        </h2>
        {data ? (
          <p className="wallet-balance">
            <span>
              <Trans>Balance</Trans>
            </span>
            <strong className="num">{formatWon(data.balance, i18n.locale)}</strong>
          </p>
        ) : null}
      </div>
      {ledger.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : !data ? (
        <Skeleton height="8rem" />
      ) : data.items.length === 0 ? (
        <EmptyState icon="payment" title={<Trans>No cash history</Trans>} />
      ) : (
        <>
          <table className="wallet-ledger">
            <caption className="visually-hidden">
              <Trans>Cash history, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Cause</Trans>
                </th>
                <th scope="col" className="wallet-ledger__num">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col" className="wallet-ledger__num">
                  <Trans>Balance</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((e) => (
                <tr key={e.id}>
                  <td className="wallet-ledger__day">
                    {formatCalendarDay(seoulDate(new Date(e.createdAt)), i18n.locale)}
                  </td>
                  <td>
                    <span>{i18n._(CASH_CAUSE_LABELS[e.causeKind] ?? OTHER_CAUSE)}</span>
                    {e.note ? <span className="mypage-muted wallet-ledger__note">{e.note}</span> : null}
                  </td>
                  <td className={`wallet-ledger__num num ${e.amount > 0 ? 'is-credit' : 'is-debit'}`}>
                    {e.amount > 0 ? '+' : '−'}
                    {formatWon(Math.abs(e.amount), i18n.locale)}
                  </td>
                  <td className="wallet-ledger__num num">{formatWon(e.balanceAfter, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / CASH_PAGE_SIZE))}
            onPage={setPage}
            label={t`Cash history pages`}
          />
        </>
      )}
    </section>
  )
}
