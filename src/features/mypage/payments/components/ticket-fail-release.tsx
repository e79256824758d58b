import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { myTicketsQueryOptions, releaseTicketPurchase, ticketKeys } from '@/api/tickets'

/**
 * A ticket order that came back unpaid gives its held seats, coupon and cash back at once (the hold would otherwise
 * end only after its ten minutes, docs/decisions/0077-ticket-holds.md), and "Try again" leads to the tournament's
 * ticket page rather than to the dues.
 */
export function TicketFailRelease({ orderNo }: { orderNo: string }) {
  const queryClient = useQueryClient()
  const mine = useQuery(myTicketsQueryOptions())
  const purchase = mine.data?.items.find((p) => p.orderNo === orderNo)
  const [released, setReleased] = useState(false)
  const held = purchase?.state === 'held' ? purchase.id : null
  useEffect(() => {
    if (held === null) return
    let live = true
    releaseTicketPurchase(held)
      .then(() => {
        if (live) setReleased(true)
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: ticketKeys.mine() }),
          queryClient.invalidateQueries({ queryKey: ['tickets'] }),
        ])
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [held, queryClient])
  return (
    <>
      {released || purchase?.state === 'released' ? (
        <p className="pay-muted" role="status">
          <Trans>The tickets you held are free again; your coupon and cash are back.</Trans>
        </p>
      ) : null}
      <div className="pay-actions">
        {purchase ? (
          <Link to="/tickets/$gameId" params={{ gameId: String(purchase.gameId) }} className="btn btn--primary btn--lg">
            <Trans>Try again</Trans>
          </Link>
        ) : (
          <Link to="/member/mypage" search={{ tab: 'tickets' }} className="btn btn--primary btn--lg">
            <Trans>Go to my tickets</Trans>
          </Link>
        )}
      </div>
    </>
  )
}
