/**
 * The lines the virtualised table draws: favourites pinned on top, the rows in the chosen order and,
 * in board order, the cut line between the last player inside and the first outside.
 */
import type { LeaderboardDto, LeaderboardRowDto } from '@contract/leaderboard'
import { sortRows, type SortState } from './board-sort'

export type BoardItem =
  | { kind: 'row'; key: string | number; row: LeaderboardRowDto; pinned: boolean }
  | { kind: 'cut'; key: string; projected: boolean; line: number | null }
  | { kind: 'section'; key: string }

/** Index in board order of the first row outside the cut, or -1 when no line is drawn. */
export function cutIndex(board: LeaderboardDto): number {
  const { cut, rows } = board
  if (!cut || board.currentRound < cut.afterRound) return -1
  if (cut.projected) {
    const line = cut.line
    if (line === null) return -1
    const first = rows.findIndex((row) => row.rank !== null && row.toPar !== null && row.toPar > line)
    // A line with nobody inside or nobody outside is not a line.
    return first > 0 ? first : -1
  }
  const first = rows.findIndex((row) => row.status === 'MC')
  return first > 0 ? first : -1
}

export function boardItems(
  board: LeaderboardDto,
  sort: SortState,
  favourites: ReadonlySet<number>,
  locale: string,
): BoardItem[] {
  const sorted = sortRows(board.rows, sort, locale)
  const items: BoardItem[] = []
  const pinned = sorted.filter((row) => favourites.has(row.playerId))
  for (const row of pinned) items.push({ kind: 'row', key: `fav-${row.playerId}`, row, pinned: true })
  if (pinned.length > 0) items.push({ kind: 'section', key: 'section-all' })
  const cutAt = sort.key === 'pos' && sort.dir === 'asc' ? cutIndex(board) : -1
  sorted.forEach((row, i) => {
    if (i === cutAt && board.cut)
      items.push({ kind: 'cut', key: 'cut', projected: board.cut.projected, line: board.cut.line })
    items.push({ kind: 'row', key: row.playerId, row, pinned: false })
  })
  return items
}
