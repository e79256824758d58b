import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { GameDetail } from '@/api/games'
import { visitorInfoQueryOptions } from '@/api/game-info'
import { TabSkeleton } from '../components/query-state'
import { useWon } from './info-format'
import { TicketInfo } from './ticket-info'

/** Getting there (address, shuttle, parking) and tickets: what a spectator reads before the trip. */
export function VisitorInfo({ game }: { game: GameDetail }) {
  const { t, i18n } = useLingui()
  const won = useWon()
  const info = useQuery(visitorInfoQueryOptions(game.gameId))
  const en = i18n.locale === 'en'
  const d = info.data
  const text = (ko: string | null | undefined, english: string | null | undefined) => (en ? english : ko) ?? null
  const address = text(d?.addressKo, d?.addressEn)
  const shuttle = text(d?.shuttleKo, d?.shuttleEn)
  const parking = text(d?.parkingKo, d?.parkingEn)
  const price = game.ticketPriceWon === null ? '' : won(game.ticketPriceWon)
  return (
    <div className="info-cards">
      <section className="info-card" aria-labelledby="info-visit">
        <h3 id="info-visit" className="game-subtitle">{t`Shuttle and parking`}</h3>
        {info.isPending ? (
          <TabSkeleton rows={3} />
        ) : info.isError ? (
          <p className="game-note">{t`This information could not be loaded`}</p>
        ) : (
          <dl className="info-list info-list--stacked">
            <div>
              <dt>{t`Address`}</dt>
              <dd>{address ?? t`To be announced`}</dd>
            </div>
            <div>
              <dt>{t`Shuttle bus`}</dt>
              <dd>{shuttle ?? t`No shuttle bus runs for this tournament.`}</dd>
            </div>
            <div>
              <dt>{t`Parking`}</dt>
              <dd>{parking ?? t`To be announced`}</dd>
            </div>
          </dl>
        )}
      </section>
      <section className="info-card" aria-labelledby="info-tickets">
        <h3 id="info-tickets" className="game-subtitle">{t`Tickets`}</h3>
        {game.ticketPriceWon === null ? (
          <p>
            <Trans>Admission is free: no ticket is needed.</Trans>
          </p>
        ) : (
          <>
            <p className="info-price">{t`Gallery ticket: ${price}`}</p>
            <TicketInfo gameId={game.gameId} />
          </>
        )}
      </section>
    </div>
  )
}
