/**
 * The demo's live round as the browser tests drive it through the real API: the tour's current board,
 * a player with a hole left to play, and a score posted with the scorer token.
 */
import { expect } from '@playwright/test'
import { E2E_SCORER_TOKEN } from './scorer-token'

export interface Row {
  playerId: number
  name: string
  toPar: number | null
  thru: string | null
  status: string
  startHole: 1 | 10
}
export interface Board {
  gameId: number
  version: number
  currentRound: number
  rows: Row[]
}
interface Card {
  playerId: number
  startHole: 1 | 10
  scores: Array<number | null>
}

/** To par as the boards print it. */
export const toPar = (value: number | null) =>
  value === null ? '–' : value === 0 ? 'E' : value > 0 ? `+${value}` : String(value)

export async function currentBoard(base: string): Promise<Board> {
  const current = (await (await fetch(`${base}/api/game/current?tourId=11`)).json()) as { gameId: number }
  return (await (await fetch(`${base}/api/game/${current.gameId}/leaderboard`)).json()) as Board
}

export interface NextScoreOptions {
  /** Only this player. */
  playerId?: number
  /** Only among the first `within` rows (those on the board's first page). */
  within?: number
  skip?: readonly number[]
}

/** A player still playing the round and the next hole they have not scored, in playing order. */
export async function nextScore(
  base: string,
  { playerId, within, skip = [] }: NextScoreOptions = {},
): Promise<{ board: Board; row: Row; hole: number; par: number }> {
  const board = await currentBoard(base)
  const playing = board.rows
    .slice(0, within)
    .filter(
      (r) =>
        r.status === 'active' &&
        r.thru !== 'F' &&
        (playerId === undefined || r.playerId === playerId) &&
        !skip.includes(r.playerId),
    )
  for (const row of playing) {
    const query = `gameId=${board.gameId}&round=${board.currentRound}&playerId=${row.playerId}`
    const record = (await (await fetch(`${base}/api/game/hole/record?${query}`)).json()) as {
      pars: number[]
      cards: Card[]
    }
    const card = record.cards.find((c) => c.playerId === row.playerId)
    if (!card) continue
    const order = Array.from({ length: 18 }, (_, i) => ((card.startHole - 1 + i) % 18) + 1)
    const hole = order.find((h) => card.scores[h - 1] === null)
    if (hole) return { board, row, hole, par: record.pars[hole - 1]! }
  }
  throw new Error(
    `no player${within ? ` in the first ${within} rows` : ''} has a hole left to play in the current round`,
  )
}

export async function postScore(
  base: string,
  board: Board,
  playerId: number,
  hole: number,
  strokes: number,
): Promise<void> {
  const response = await fetch(`${base}/api/live/scores`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_SCORER_TOKEN}` },
    body: JSON.stringify({
      gameId: board.gameId,
      round: board.currentRound,
      playerId,
      hole,
      strokes,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}
