import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { TournamentInput } from '@domain/scoring/types'
import type { ImportFile } from './format'

export interface PlayState {
  /** 1 before the first score, 2 in progress, 3 completed. */
  status: 1 | 2 | 3
  /** The last round with a score (0 before the start). */
  currentRound: number
  finished: boolean
  /** Every player done with the current round (complete, or out with a status code or the cut). */
  currentRoundComplete: boolean
}

export function parsOf(file: ImportFile): number[] {
  const pars = Array<number>(18).fill(4)
  for (const h of file.course.holes) pars[h.number - 1] = h.par
  return pars
}

/**
 * The file as the scoring engine reads it. The file names players by externalId (text); the engine's player ids
 * are numbers (decision 0049), so each player gets its place in the file (1, 2, ...) and keeps the externalId.
 */
export function engineInput(file: ImportFile, currentRound: number, finished: boolean): TournamentInput {
  const t = file.tournament
  const idOf = new Map(file.players.map((p, i) => [p.externalId, i + 1]))
  return {
    gameId: 1,
    pars: parsOf(file),
    rounds: t.rounds,
    currentRound: Math.max(1, currentRound),
    cut: t.cut,
    finished,
    playoff: t.playoff
      ? {
          holes: t.playoff.holes,
          scores: Object.fromEntries(Object.entries(t.playoff.scores).map(([id, s]) => [String(idOf.get(id)), s])),
          winnerId: t.playoff.winner === null ? null : (idOf.get(t.playoff.winner) ?? null),
        }
      : null,
    entries: file.players.map((p, i) => ({
      playerId: i + 1,
      externalId: p.externalId,
      name: `${p.firstName} ${p.lastName}`,
      country: p.country,
      amateur: p.amateur,
      status: p.status,
      rounds: p.rounds.map((r) => ({ round: r.round, startHole: r.startHole, teeTime: r.teeTime, scores: r.scores })),
    })),
  }
}

const complete = (scores: ReadonlyArray<number | null>) => scores.every((s) => s !== null)

/**
 * Completed when the last round has scores and every player finished every round or is out (a
 * status code, or outside the cut once it is made), and a playoff, if any, has a winner. Otherwise
 * in progress, with the last round that has scores as the current round.
 */
export function playStateOf(file: ImportFile): PlayState {
  const t = file.tournament
  let last = 0
  for (const p of file.players)
    for (const r of p.rounds) if (r.scores.some((s) => s !== null)) last = Math.max(last, r.round)
  if (last === 0) return { status: 1, currentRound: 0, finished: false, currentRoundComplete: false }

  const board = computeLeaderboard(engineInput(file, last, false))
  const missedCut = new Set(board.rows.filter((r) => r.status === 'MC').map((r) => r.externalId))
  const doneWith = (round: number) =>
    file.players.every((p) => {
      if (p.status !== 'active' || missedCut.has(p.externalId)) return true
      const card = p.rounds.find((r) => r.round === round)
      return card !== undefined && complete(card.scores)
    })
  const roundDone = doneWith(last)
  const allRoundsDone = last === t.rounds && Array.from({ length: t.rounds }, (_, i) => doneWith(i + 1)).every(Boolean)
  const playoffOpen = t.playoff !== null && t.playoff.winner === null
  const finished = allRoundsDone && !playoffOpen
  return { status: finished ? 3 : 2, currentRound: last, finished, currentRoundComplete: roundDone }
}
