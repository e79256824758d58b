import type { LeaderboardDto } from '@contract/leaderboard'

/**
 * Index of the last row inside the cut (the line drawn under it), or null when the board has no
 * cut, its line is not computable yet, or everyone is inside. Rows are in board order.
 */
export function lastRowInsideCut(board: Pick<LeaderboardDto, 'cut' | 'rows'>): number | null {
  const line = board.cut?.line
  if (line === null || line === undefined) return null
  let last = -1
  board.rows.forEach((row, i) => {
    if (row.rank !== null && row.toPar !== null && row.toPar <= line) last = i
  })
  return last >= 0 && last < board.rows.length - 1 ? last : null
}
