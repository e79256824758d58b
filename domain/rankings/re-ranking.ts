/**
 * Re-ranking (docs/requirements/tours-and-records.md#tr-23; decision 0028): the association re-orders the entry
 * priority of its members in mid-season by the Genesis points they earned in the first half.
 *
 * - The window is the first half of the season's stroke-play games (cancelled games left out), in date
 *   order: ceil(n / 2) games. The last of them is the cut-off game.
 * - Only completed games of the window count. Until the cut-off game is completed the list is
 *   provisional (it shows where the players would stand today).
 * - Members of the tour with at least one start in a completed window game appear, 0 points included
 *   (they still need a priority).
 * - Ranked by window points, equal points share a rank ('T3'); inside a tie the list shows more prize
 *   money of the window first, then the name: that order is the entry priority the association applies.
 */
import { byName, competitionRank, type RankedEntry } from './competition-rank'

export interface ReRankingGame {
  gameId: string
  /** 'YYYY-MM-DD', orders the season. */
  endDate: string
  completed: boolean
}

export interface ReRankingStart {
  playerId: string
  name: string
  gameId: string
  tourMember: boolean
  points: number
  /** Integer won. */
  prize: number
}

export interface ReRankingPlayer {
  playerId: string
  name: string
  starts: number
  points: number
  prize: number
}

export interface ReRanking {
  /** Window games in date order; empty when the season has no stroke-play game. */
  window: ReRankingGame[]
  cutoff: ReRankingGame | null
  /** Window games completed so far. */
  counted: number
  provisional: boolean
  entries: RankedEntry<ReRankingPlayer>[]
}

const chronological = (a: ReRankingGame, b: ReRankingGame) =>
  a.endDate < b.endDate ? -1 : a.endDate > b.endDate ? 1 : a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0

export function reRankingWindow(games: readonly ReRankingGame[]): ReRankingGame[] {
  const season = [...games].sort(chronological)
  return season.slice(0, Math.ceil(season.length / 2))
}

export function reRanking(games: readonly ReRankingGame[], starts: readonly ReRankingStart[]): ReRanking {
  const window = reRankingWindow(games)
  const counted = new Set(window.filter((g) => g.completed).map((g) => g.gameId))
  const players = new Map<string, ReRankingPlayer>()
  for (const s of starts) {
    if (!s.tourMember || !counted.has(s.gameId)) continue
    const p = players.get(s.playerId) ?? { playerId: s.playerId, name: s.name, starts: 0, points: 0, prize: 0 }
    p.starts++
    p.points += s.points
    p.prize += s.prize
    players.set(s.playerId, p)
  }
  const tieOrder = (a: ReRankingPlayer, b: ReRankingPlayer) => b.prize - a.prize || byName(a, b)
  const cutoff = window[window.length - 1] ?? null
  return {
    window,
    cutoff,
    counted: counted.size,
    provisional: cutoff === null || !cutoff.completed || counted.size < window.length,
    entries: competitionRank([...players.values()], (p) => p.points, 'desc', { decimals: 2, tieOrder }),
  }
}
