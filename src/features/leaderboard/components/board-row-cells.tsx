/** Small cells of a board row: position with status, movement, holes played. */
import { useLingui } from '@lingui/react/macro'
import type { LeaderboardRowDto } from '@contract/leaderboard'

/** MC, WD, RTD, DQ, DNS in the position column, spelled out for tooltips and screen readers. */
export function PositionCell({ row }: { row: LeaderboardRowDto }) {
  const { t } = useLingui()
  const spelled: Partial<Record<LeaderboardRowDto['status'], string>> = {
    MC: t`Missed the cut`,
    WD: t`Withdrew`,
    RTD: t`Retired`,
    DQ: t`Disqualified`,
    DNS: t`Did not start`,
  }
  const title = spelled[row.status]
  return <td className="board__pos">{title ? <abbr title={title}>{row.status}</abbr> : row.position}</td>
}

/** ▲2 / ▼1: places gained or lost at the row's last move. */
export function MoveCell({ move }: { move: number }) {
  const { t } = useLingui()
  if (move === 0) return <td className="board__move" />
  const places = Math.abs(move)
  return (
    <td className={move > 0 ? 'board__move board__move--up' : 'board__move board__move--down'}>
      <span aria-hidden="true">
        {move > 0 ? '▲' : '▼'}
        {places}
      </span>
      <span className="visually-hidden">{move > 0 ? t`up ${places}` : t`down ${places}`}</span>
    </td>
  )
}

/** Holes played; '9*' marks a start on the 10th tee. */
export function ThruCell({ thru }: { thru: string | null }) {
  const { t } = useLingui()
  if (thru?.endsWith('*')) {
    const label = t`Started on the 10th tee`
    return (
      <td className="board__thru" title={label}>
        {thru.slice(0, -1)}
        <span className="board__tee10" aria-hidden="true">
          *
        </span>
        <span className="visually-hidden">{label}</span>
      </td>
    )
  }
  return <td className="board__thru">{thru ?? '–'}</td>
}
