import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { normalizeTourId } from '@domain/tours'
import type { HistoryEntryDto, PrevChallengeDto } from '@contract/game-history'
import { gameHistoryQueryOptions, prevChallengeQueryOptions } from '@/api/game-info'
import { QueryState, TabEmpty } from '../components/query-state'
import { formatToPar, localName } from '../format'
import type { TabProps } from '../tab-props'
import { useWon } from './info-format'
import { PlayerLink } from './player-link'
import './info-tabs.css'

function Winners({ edition, tourId }: { edition: HistoryEntryDto; tourId: number }) {
  const { t } = useLingui()
  return (
    <>
      {edition.winners.map((w) => (
        <div key={w.playerId}>
          <PlayerLink player={w} tourId={tourId} />
        </div>
      ))}
      {edition.playoff ? <span className="history__playoff">{t`Playoff`}</span> : null}
    </>
  )
}

function PastWinners({ editions, tourId }: { editions: HistoryEntryDto[]; tourId: number }) {
  const { t, i18n } = useLingui()
  const won = useWon()
  return (
    <div className="game-table-wrap" role="region" aria-label={t`Past winners`} tabIndex={0}>
      <table className="game-table history">
        <thead>
          <tr>
            <th scope="col">{t`Year`}</th>
            <th scope="col">{t`Winner`}</th>
            <th scope="col">{t`Score`}</th>
            <th scope="col">{t`Course`}</th>
            <th scope="col">{t`Total purse`}</th>
          </tr>
        </thead>
        <tbody>
          {editions.map((e) => {
            const w = e.winners[0]
            const year = e.year
            const name = localName(e, i18n.locale)
            return (
              <tr key={e.gameId}>
                <th scope="row">
                  <Link
                    to="/tours/game/game"
                    search={{ tourId: normalizeTourId(tourId), gameId: e.gameId, type: 'leaderboard' }}
                    aria-label={t`${year}: ${name}`}
                  >
                    {e.year}
                  </Link>
                </th>
                <td className="history__winner">
                  <Winners edition={e} tourId={tourId} />
                </td>
                <td>{w?.total != null ? `${w.total} (${formatToPar(w.toPar)})` : '–'}</td>
                <td>{(i18n.locale === 'en' ? e.courseNameEn : e.courseNameKo) ?? '–'}</td>
                <td className="num">{e.purseWon > 0 ? won(e.purseWon) : '–'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function PreviousTop({ prev, tourId }: { prev: PrevChallengeDto; tourId: number }) {
  const { t } = useLingui()
  if (!prev.previous || prev.results.length === 0) return null
  const year = prev.previous.year
  return (
    <section aria-labelledby="history-prev">
      <h3 id="history-prev" className="game-subtitle">{t`Last edition (${year}): top 10`}</h3>
      <div className="game-table-wrap" role="region" aria-labelledby="history-prev" tabIndex={0}>
        <table className="game-table">
          <thead>
            <tr>
              <th scope="col">{t`Pos.`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Total`}</th>
              <th scope="col">{t`To par`}</th>
            </tr>
          </thead>
          <tbody>
            {prev.results.map((r) => (
              <tr key={r.playerId}>
                <td>{r.position ?? '–'}</td>
                <th scope="row" className="cell-start">
                  <PlayerLink player={r} tourId={tourId} />
                </th>
                <td>{r.total ?? '–'}</td>
                <td>{formatToPar(r.toPar)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** Past winners by year (`/game/history`) and the last edition's top 10 (`/game/prevChallenge`). */
export function HistoryTab({ game }: TabProps) {
  const { t } = useLingui()
  const history = useQuery(gameHistoryQueryOptions(game.gameId))
  const prev = useQuery(prevChallengeQueryOptions(game.gameId))
  return (
    <section aria-label={t`Tournament History`} className="game-tab">
      <h3 className="game-subtitle">{t`Past winners`}</h3>
      <QueryState
        query={history}
        isEmpty={(h) => h.editions.length === 0}
        empty={
          <TabEmpty
            title={<Trans>This is the first edition of the tournament</Trans>}
          >{t`Past winners appear here once it is completed.`}</TabEmpty>
        }
      >
        {(h) => <PastWinners editions={h.editions} tourId={game.tourId} />}
      </QueryState>
      {prev.data ? <PreviousTop prev={prev.data} tourId={game.tourId} /> : null}
    </section>
  )
}
