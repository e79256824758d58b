import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { playerHolesQueryOptions } from '@/api/players'
import type { HoleCardDto } from '@contract/game-records'
import { formatToPar } from '@/lib/board-format'
import { scoreClass } from '@/lib/score-style'
import { LoadError, RowsSkeleton } from './query-states'
import type { ChosenGame } from './tournament-records'

const HALVES = [
  { key: 'out', holes: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
  { key: 'in', holes: [9, 10, 11, 12, 13, 14, 15, 16, 17] },
] as const

const total = (values: readonly (number | null)[], idx: readonly number[]) => {
  const played = idx.map((i) => values[i]).filter((v): v is number => typeof v === 'number')
  return played.length === 0 ? null : played.reduce((a, b) => a + b, 0)
}

/** One nine of the card: hole numbers, par, the player's scores coloured by name, putts. */
function NineTable({
  card,
  pars,
  holes,
  label,
}: {
  card: HoleCardDto
  pars: number[]
  holes: readonly number[]
  label: string
}) {
  const { t } = useLingui()
  return (
    <table className="card-table">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="row">{t`Hole`}</th>
          {holes.map((i) => (
            <th key={i} scope="col">
              {i + 1}
            </th>
          ))}
          <th scope="col" className="card-table__sum">
            {label}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="card-table__par">
          <th scope="row">{t`Par`}</th>
          {holes.map((i) => (
            <td key={i}>{pars[i]}</td>
          ))}
          <td className="card-table__sum">{total(pars, holes)}</td>
        </tr>
        <tr>
          <th scope="row">{t`Score`}</th>
          {holes.map((i) => (
            <td key={i}>
              <span className={scoreClass(card.scores[i] ?? null, pars[i]!)}>{card.scores[i] ?? ''}</span>
            </td>
          ))}
          <td className="card-table__sum">{total(card.scores, holes) ?? ''}</td>
        </tr>
        <tr className="card-table__putts">
          <th scope="row">{t`Putts`}</th>
          {holes.map((i) => (
            <td key={i}>{card.putts[i] ?? ''}</td>
          ))}
          <td className="card-table__sum">{total(card.putts, holes) ?? ''}</td>
        </tr>
      </tbody>
    </table>
  )
}

/** The scorecard of a chosen tournament round (the game pages' hole-record call, the player's card). */
export function HoleScores({ playerId, game }: { playerId: number; game: ChosenGame | null }) {
  const { t } = useLingui()
  const [picked, setPicked] = useState<{ gameId: number; round: number } | null>(null)
  const round = game && picked?.gameId === game.gameId ? picked.round : (game?.rounds[game.rounds.length - 1] ?? 1)
  const query = useQuery({ ...playerHolesQueryOptions(game?.gameId ?? 0, round, playerId), enabled: game !== null })
  const card = query.data?.cards.find((c) => c.playerId === playerId)
  const played = card ? card.scores.some((s) => s !== null) : false
  return (
    <section className="profile-section card" aria-labelledby="holes-title">
      <h2 id="holes-title" className="profile-section__title">
        <Trans>Hole scores</Trans>
      </h2>
      {game === null ? (
        <p className="muted">
          <Trans>Choose “Scorecard” on a tournament above to see its hole scores.</Trans>
        </p>
      ) : (
        <>
          <div className="holes-head">
            <p className="holes-head__game">{game.name}</p>
            <div className="round-pick" role="group" aria-label={t`Round`}>
              {game.rounds.map((r) => (
                <button
                  key={r}
                  type="button"
                  className="sort-toggle__btn"
                  aria-pressed={r === round}
                  onClick={() => setPicked({ gameId: game.gameId, round: r })}
                >
                  {t`Round ${r}`}
                </button>
              ))}
            </div>
          </div>
          {query.isPending ? (
            <RowsSkeleton rows={4} />
          ) : query.isError ? (
            <LoadError onRetry={() => void query.refetch()} />
          ) : card && played && query.data ? (
            <div className="card-wrap">
              {HALVES.map((h) => (
                <NineTable
                  key={h.key}
                  card={card}
                  pars={query.data.pars}
                  holes={h.holes}
                  label={h.key === 'out' ? t`Out` : t`In`}
                />
              ))}
              <p className="card-total">
                <Trans>
                  Total <strong>{card.strokes ?? '–'}</strong> ({formatToPar(card.toPar)})
                </Trans>
              </p>
            </div>
          ) : (
            <p className="muted">
              <Trans>No hole scores are stored for this round (older seasons keep round totals only).</Trans>
            </p>
          )}
        </>
      )}
    </section>
  )
}
