import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ledgerQueryOptions } from '@/api/staff-standing'
import { PERIOD_STATE_LABELS, periodName, REINSTATEMENT_STATE_LABELS, STANDING_LABELS } from '@/lib/standing-labels'
import { MEMBER_CLASS_LABELS } from '@/lib/member-labels'
import { PAYMENT_LABEL_TEXTS, paymentOrderTitle } from '@/lib/payment-labels'
import { formatWon } from '@/lib/money'
import { formatCalendarDay } from '@domain/time'
import { DeskError, DeskLoading } from '../desk-states'
import { OfflineTransferForm } from './offline-transfer-form'
import { SanctionForm } from './sanction-form'

/** One member's ledger: bills, entrance fee, orders, sanctions, standing changes and reinstatements. */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { i18n } = useLingui()
  const ledger = useQuery(ledgerQueryOptions(memberId))
  const won = (n: number) => formatWon(n, i18n.locale)
  const day = (d: string) => formatCalendarDay(d.slice(0, 10), i18n.locale)
  if (ledger.isPending) return <DeskLoading />
  if (ledger.isError) return <DeskError error={ledger.error} retry={() => void ledger.refetch()} />
  const l = ledger.data
  return (
    <>
      <section className="staff-card" aria-labelledby="ledger-title">
        <h2 id="ledger-title" className="staff-card__title">
          <Trans>Ledger of {l.name}</Trans>
        </h2>
        <p className="staff-muted">
          {l.memberNo ?? '–'} · {l.memberClass ? i18n._(MEMBER_CLASS_LABELS[l.memberClass]) : '–'} ·{' '}
          <strong>{i18n._(STANDING_LABELS[l.standing])}</strong>
        </p>
        <div className="standing-table-wrap" tabIndex={0}>
          <table className="standing-table">
            <caption className="standing-caption">
              <Trans>Dues periods and entrance fee</Trans>
            </caption>
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
                  <Trans>Order</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {l.periods.map((p) => (
                <tr key={p.id}>
                  <td>{i18n._(periodName(p.period))}</td>
                  <td className="num">{won(p.amount)}</td>
                  <td>{i18n._(PERIOD_STATE_LABELS[p.state])}</td>
                  <td className="num">{p.orderNo ?? '–'}</td>
                </tr>
              ))}
              {l.entranceFee.id !== null ? (
                <tr>
                  <td>
                    <Trans>Entrance fee</Trans>
                  </td>
                  <td className="num">{won(l.entranceFee.amount)}</td>
                  <td>{l.entranceFee.state ? i18n._(PERIOD_STATE_LABELS[l.entranceFee.state]) : '–'}</td>
                  <td className="num">{l.entranceFee.orderNo ?? '–'}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        {l.orders.length > 0 ? (
          <div className="standing-table-wrap" tabIndex={0}>
            <table className="standing-table">
              <caption className="standing-caption">
                <Trans>Payment orders</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Order</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Item</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>State</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {l.orders.map((o) => (
                  <tr key={o.orderNo}>
                    <td className="num">{o.orderNo}</td>
                    <td>{paymentOrderTitle(i18n, o)}</td>
                    <td className="num">{won(o.amount)}</td>
                    <td>{i18n._(PAYMENT_LABEL_TEXTS[o.label])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <h3 className="standing-sub">
          <Trans>Sanctions</Trans>
        </h3>
        {l.sanctions.length === 0 ? (
          <p className="staff-muted">
            <Trans>No rewards or punishments.</Trans>
          </p>
        ) : (
          <ul role="list" className="staff-list">
            {l.sanctions.map((s) => (
              <li key={s.id} className="staff-list__item">
                <span className="staff-list__main">
                  <strong>
                    {s.kind === 'reward' ? <Trans>Reward</Trans> : <Trans>Discipline</Trans>}: {s.title}
                  </strong>
                  <span className="staff-list__meta">
                    {day(s.startsOn)}
                    {s.endsOn ? ` – ${day(s.endsOn)}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <h3 className="standing-sub">
          <Trans>Standing changes</Trans>
        </h3>
        {l.standingChanges.length === 0 ? (
          <p className="staff-muted">
            <Trans>No standing changes.</Trans>
          </p>
        ) : (
          <ul role="list" className="staff-list">
            {l.standingChanges.map((c) => (
              <li key={`${c.on}-${c.from}-${c.to}`} className="staff-list__item">
                <span className="staff-list__main">
                  <strong>
                    {i18n._(STANDING_LABELS[c.from])} → {i18n._(STANDING_LABELS[c.to])}
                  </strong>
                  <span className="staff-list__meta">
                    {day(c.on)}
                    {c.note ? ` · ${c.note}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {l.reinstatements.length > 0 ? (
          <>
            <h3 className="standing-sub">
              <Trans>Reinstatements</Trans>
            </h3>
            <ul role="list" className="staff-list">
              {l.reinstatements.map((r) => (
                <li key={r.id} className="staff-list__item">
                  <span className="staff-list__main">
                    <strong>{i18n._(REINSTATEMENT_STATE_LABELS[r.state])}</strong>
                    <span className="staff-list__meta">
                      {day(r.appliedAt)} · {r.consents}/{r.consentsNeeded}
                      {r.decisionReason ? ` · ${r.decisionReason}` : ''}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <div className="staff-grid">
        <OfflineTransferForm ledger={l} />
        <SanctionForm memberId={l.memberId} />
      </div>
    </>
  )
}
