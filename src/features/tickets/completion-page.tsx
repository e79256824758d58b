import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { TicketPurchaseState } from '@contract/tickets'
import { myTicketsQueryOptions } from '@/api/tickets'
import { TicketQrList } from '@/components/tickets/ticket-qr-list'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { formatWon } from '@/lib/money'
import { inLanguage, ticketDayText, ticketStateText } from '@/lib/ticket-labels'
import './tickets.css'

/** While the payment is still being confirmed the page asks again this often (an object so tests can shorten it). */
export const completionPoll = { ms: 2000 }

/**
 * /tickets/complete/$purchaseId (docs/requirements/ticketing.md#tkt-3): the purchase number and one QR per admission,
 * with the way to the member's tickets. A purchase whose payment is still confirming turns complete by itself.
 */
export function CompletionPage({ purchaseId }: { purchaseId: number }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Purchase complete`)
  const mine = useQuery({
    ...myTicketsQueryOptions(),
    // A card payment settles within seconds; a virtual account waits for a deposit that may take days.
    refetchInterval: (q) => {
      const p = q.state.data?.items.find((item) => item.id === purchaseId)
      return p?.state !== 'held' ? false : p.method === 'vbank' ? completionPoll.ms * 15 : completionPoll.ms
    },
  })
  const purchase = mine.data?.items.find((p) => p.id === purchaseId)
  const won = (n: number) => formatWon(n, i18n.locale)
  return (
    <div className="ticket-page">
      <header className="ticket-page__head">
        <p className="ticket-page__eyebrow">
          <Trans>Tickets</Trans>
        </p>
        <h1 className="ticket-page__title">
          <Headline state={purchase?.state} vbank={purchase?.method === 'vbank'} />
        </h1>
      </header>
      <div className="ticket-page__body">
        {mine.isPending ? (
          <Skeleton height="16rem" radius="16px" />
        ) : !purchase ? (
          <EmptyState icon="ticket" title={t`This purchase was not found`}>
            <Link to="/member/mypage" search={{ tab: 'tickets' }} className="btn">
              {t`My tickets`}
            </Link>
          </EmptyState>
        ) : (
          <section className="ticket-done" aria-labelledby="ticket-done-title">
            <h2 id="ticket-done-title" className="ticket-done__game">
              {inLanguage(i18n, purchase.gameNameKo, purchase.gameNameEn)}
            </h2>
            <dl className="ticket-done__facts">
              <div>
                <dt>{t`Purchase number`}</dt>
                <dd className="num">{purchase.purchaseNo}</dd>
              </div>
              <div>
                <dt>{t`Ticket`}</dt>
                <dd>
                  {inLanguage(i18n, purchase.product.nameKo, purchase.product.nameEn)} ×{purchase.quantity}
                </dd>
              </div>
              <div>
                <dt>{t`Day and course`}</dt>
                <dd>
                  {ticketDayText(i18n, purchase.product.day)} ·{' '}
                  {inLanguage(i18n, purchase.product.courseKo, purchase.product.courseEn)}
                </dd>
              </div>
              <div>
                <dt>{purchase.state === 'held' ? t`To pay` : purchase.paidAt ? t`Paid` : t`Amount`}</dt>
                <dd className="num">{won(purchase.payableWon)}</dd>
              </div>
              <div>
                <dt>{t`State`}</dt>
                <dd>{ticketStateText(i18n, purchase.state)}</dd>
              </div>
            </dl>
            {purchase.state === 'purchased' ? (
              <TicketQrList tickets={purchase.tickets} />
            ) : purchase.state === 'held' ? (
              <p className="ticket-done__wait" role="status">
                {purchase.method === 'vbank' ? (
                  <Trans>
                    Your tickets appear here once your deposit arrives. The account and its deadline are in your
                    payment's details.
                  </Trans>
                ) : (
                  <Trans>Your tickets appear here as soon as the payment is confirmed.</Trans>
                )}
              </p>
            ) : purchase.state === 'released' ? (
              <p className="ticket-done__wait" role="status">
                <Trans>This purchase was not paid, so no tickets were issued and the seats went back on sale.</Trans>
              </p>
            ) : null}
            <div className="ticket-step__actions">
              <Link to="/member/mypage" search={{ tab: 'tickets' }} className="btn btn--primary btn--lg">
                <Trans>Go to my tickets</Trans>
              </Link>
            </div>
          </section>
        )}
      </div>
    </div>
  )
}

/** The page's title says where the purchase stands: only a paid one is "complete". */
function Headline({ state, vbank }: { state: TicketPurchaseState | undefined; vbank: boolean }) {
  if (state === 'held') return vbank ? <Trans>Waiting for your deposit</Trans> : <Trans>Confirming your payment…</Trans>
  if (state === 'released') return <Trans>Purchase not completed</Trans>
  if (state === 'cancelled' || state === 'cancellation_requested') return <Trans>Purchase cancelled</Trans>
  return <Trans>Purchase complete</Trans>
}
