import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { myHoleGamesQueryOptions, myHoleScoreQueryOptions } from '@/api/my-records'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { formatToPar } from '@/lib/board-format'
import { gameName } from '../format'
import { NineTable } from './nine-table'
import { YearPicker } from './year-picker'

/** The season's tournaments that keep hole scores; the chosen one's card, every round, below the list. */
export function HoleScoresView({ years, year, game }: { years: number[]; year: number | null; game?: number }) {
  const { i18n } = useLingui()
  const list = useQuery({ ...myHoleGamesQueryOptions(year), enabled: year !== null })
  const games = list.data?.games ?? []
  const chosen = game ?? games[0]?.gameId
  return (
    <>
      <section className="mypage-card" aria-labelledby="my-holes-title">
        <div className="my-records__bar">
          <h2 id="my-holes-title" className="mypage-card__title">
            <Trans>Hole scores</Trans>
          </h2>
          <YearPicker years={years} year={year} view="holes" />
        </div>
        {year !== null && list.isPending ? (
          <Skeleton height="5rem" />
        ) : list.isError ? (
          <p className="mypage-muted">
            <Trans>Could not be loaded</Trans>
          </p>
        ) : games.length === 0 ? (
          <EmptyState icon="leaderboard" title={<Trans>No hole scores this season</Trans>}>
            <Trans>Older seasons keep round totals only.</Trans>
          </EmptyState>
        ) : (
          <ul role="list" className="my-records__games">
            {games.map((g) => (
              <li key={g.gameId}>
                <Link
                  to="/member/mypage"
                  search={{ tab: 'records', view: 'holes', ...(year ? { year } : {}), game: g.gameId }}
                  className="my-records__game"
                  activeOptions={{ exact: true, includeSearch: true }}
                  aria-current={g.gameId === chosen ? 'true' : undefined}
                >
                  <strong>{gameName(g, i18n.locale)}</strong>
                  <span>
                    {g.startDate} · {g.position ?? '–'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {chosen !== undefined && games.length > 0 ? <HoleCard gameId={chosen} picked={game !== undefined} /> : null}
    </>
  )
}

/** The chosen tournament's card; when picked from the list it scrolls into view (a phone's list is long). */
function HoleCard({ gameId, picked }: { gameId: number; picked: boolean }) {
  const { t, i18n } = useLingui()
  const card = useQuery(myHoleScoreQueryOptions(gameId))
  const section = useRef<HTMLElement>(null)
  const loaded = card.isSuccess
  useEffect(() => {
    if (picked && loaded) section.current?.scrollIntoView({ block: 'start' })
  }, [picked, loaded, gameId])
  if (card.isPending) return <Skeleton height="12rem" radius="12px" />
  if (card.isError)
    return (
      <section className="mypage-card">
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      </section>
    )
  const { game, rounds } = card.data
  return (
    <section ref={section} className="mypage-card my-records__hole-card" aria-labelledby="my-card-title">
      <h2 id="my-card-title" className="mypage-card__title">
        {gameName(game, i18n.locale)}
      </h2>
      {rounds.map((r) => (
        <div key={r.round} className="my-records__round">
          <h3 className="my-records__round-title">
            <Trans>Round {r.round}</Trans>
            <span>
              {r.card.strokes ?? '–'} ({formatToPar(r.card.toPar)})
            </span>
          </h3>
          <div className="my-records__card-wrap" tabIndex={0}>
            <NineTable card={r.card} pars={r.pars} from={0} label={t`Out`} />
            <NineTable card={r.card} pars={r.pars} from={9} label={t`In`} />
          </div>
        </div>
      ))}
    </section>
  )
}
