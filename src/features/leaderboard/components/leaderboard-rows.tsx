import { useLingui } from '@lingui/react/macro'
import type { LeaderboardDto } from '@contract/leaderboard'

/** To par as boards print it: E for even, +3 over, -5 under; a dash when nothing was played. */
export function formatToPar(value: number | null): string {
  if (value === null) return '–'
  if (value === 0) return 'E'
  return value > 0 ? `+${value}` : String(value)
}

const ROUND_COLUMNS = [1, 2, 3, 4]

/** The board's rows, in the order the scoring engine ranked them. */
export function LeaderboardRows({ board }: { board: LeaderboardDto }) {
  const { t } = useLingui()
  return (
    <>
      {board.rows.map((row) => {
        // A round still being played shows in To par / Today, not as a partial stroke count.
        const inPlay = !board.finished && row.thru !== 'F'
        const strokes = new Map(row.rounds.filter((r) => !(inPlay && r.round === board.currentRound)).map((r) => [r.round, r.strokes]))
        return (
          <tr key={row.playerId} className={row.status === 'MC' || row.rank === null ? 'board__row board__row--out' : 'board__row'}>
            <td className="board__pos">{row.position}</td>
            <th scope="row" className="board__player">
              {row.name}
              {row.amateur ? <abbr title={t`Amateur`}> (A)</abbr> : null}
              <span className="board__country"> {row.country}</span>
            </th>
            <td className={row.toPar !== null && row.toPar < 0 ? 'board__under' : undefined}>{formatToPar(row.toPar)}</td>
            <td>{row.thru ?? '–'}</td>
            <td className="board__wide">{formatToPar(row.today)}</td>
            {ROUND_COLUMNS.map((round) => (
              <td key={round} className="board__wide">
                {strokes.get(round) ?? '–'}
              </td>
            ))}
            <td>{row.total ?? '–'}</td>
          </tr>
        )
      })}
    </>
  )
}
