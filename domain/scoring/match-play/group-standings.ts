import { MATCH_POINTS } from '../constants'
import { positionLabel } from '../ranking'
import { matchState, type HoleResult } from './match-state'

export interface GroupMatch {
  /** Player ids of side A and side B. */
  a: string
  b: string
  /** Hole-by-hole results; a match counts once it is finished (halved after 18 counts as a tie). */
  holes: ReadonlyArray<HoleResult>
  /** Regulation holes, 18 unless the format says otherwise. */
  holesInMatch?: number
}

export interface GroupStandingRow {
  playerId: string
  played: number
  wins: number
  ties: number
  losses: number
  /** {@link MATCH_POINTS}: win 1, tie 0.5, loss 0. */
  points: number
  holesWon: number
  holesLost: number
  /** holesWon - holesLost over the holes that counted in finished matches. */
  holesDifferential: number
  /** Shared by players level on every criterion. */
  rank: number
  /** '1', 'T2'. */
  position: string
}

interface Decided {
  a: string
  b: string
  /** Points of A and of B. */
  points: [number, number]
}

function blankRow(playerId: string): GroupStandingRow {
  return {
    playerId,
    played: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    points: 0,
    holesWon: 0,
    holesLost: 0,
    holesDifferential: 0,
    rank: 0,
    position: '',
  }
}

/** Records the finished matches on the rows; unfinished matches do not count yet. */
function record(matches: readonly GroupMatch[], rows: Map<string, GroupStandingRow>): Decided[] {
  const decided: Decided[] = []
  for (const m of matches) {
    const state = matchState(m.holes, { holesInMatch: m.holesInMatch ?? 18, allowHalve: true })
    if (state.state !== 'finished') continue
    const a = rows.get(m.a)!
    const b = rows.get(m.b)!
    const points: [number, number] =
      state.winner === 'A'
        ? [MATCH_POINTS.win, MATCH_POINTS.loss]
        : state.winner === 'B'
          ? [MATCH_POINTS.loss, MATCH_POINTS.win]
          : [MATCH_POINTS.tie, MATCH_POINTS.tie]
    decided.push({ a: m.a, b: m.b, points })
    for (const [row, own, other, result] of [
      [a, 'A', 'B', state.winner === 'A' ? 'win' : state.winner === 'B' ? 'loss' : 'tie'],
      [b, 'B', 'A', state.winner === 'B' ? 'win' : state.winner === 'A' ? 'loss' : 'tie'],
    ] as const) {
      row.played++
      if (result === 'win') row.wins++
      else if (result === 'loss') row.losses++
      else row.ties++
      row.points += MATCH_POINTS[result]
      // Holes after the match was decided never count, so only the first holesPlayed results.
      const counted = m.holes.slice(0, state.holesPlayed)
      row.holesWon += counted.filter((h) => h === own).length
      row.holesLost += counted.filter((h) => h === other).length
    }
  }
  for (const row of rows.values()) row.holesDifferential = row.holesWon - row.holesLost
  return decided
}

/**
 * Head-to-head points of each player against the others level with them on points: a mini-table
 * of the matches among them only (two players: who won their match; three or more: points in the
 * matches among them, which a cycle of wins leaves level).
 */
function headToHead(decided: readonly Decided[], rows: readonly GroupStandingRow[]): Map<string, number> {
  const pointsOf = new Map(rows.map((r) => [r.playerId, r.points]))
  const h2h = new Map(rows.map((r) => [r.playerId, 0]))
  for (const d of decided) {
    if (pointsOf.get(d.a) !== pointsOf.get(d.b)) continue
    h2h.set(d.a, h2h.get(d.a)! + d.points[0])
    h2h.set(d.b, h2h.get(d.b)! + d.points[1])
  }
  return h2h
}

/**
 * The group table: points, then head-to-head among players level on points, then holes-won
 * differential. Players still level share the position ('T2'), listed by player id for a stable
 * order; a playoff or the committee decides between them, not the table.
 */
export function groupStandings(matches: readonly GroupMatch[], playerIds: readonly string[] = []): GroupStandingRow[] {
  const rows = new Map<string, GroupStandingRow>()
  for (const id of [...playerIds, ...matches.flatMap((m) => [m.a, m.b])]) if (!rows.has(id)) rows.set(id, blankRow(id))
  const decided = record(matches, rows)
  const list = [...rows.values()]
  const h2h = headToHead(decided, list)
  const level = (x: GroupStandingRow, y: GroupStandingRow) =>
    y.points - x.points || h2h.get(y.playerId)! - h2h.get(x.playerId)! || y.holesDifferential - x.holesDifferential
  list.sort((x, y) => level(x, y) || (x.playerId < y.playerId ? -1 : x.playerId > y.playerId ? 1 : 0))
  list.forEach((row, i) => {
    row.rank = i > 0 && level(list[i - 1]!, row) === 0 ? list[i - 1]!.rank : i + 1
  })
  const shared = new Map<number, number>()
  for (const row of list) shared.set(row.rank, (shared.get(row.rank) ?? 0) + 1)
  for (const row of list) row.position = positionLabel(row.rank, shared.get(row.rank)! > 1)
  return list
}
