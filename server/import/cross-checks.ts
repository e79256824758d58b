import type { ImportFile } from './format'

/**
 * Checks that need more than one field, in file order; answers the first problem as
 * `path: message`, or null when the file is consistent.
 */
export function crossCheck(file: ImportFile): string | null {
  return tournamentProblem(file) ?? courseProblem(file) ?? playersProblem(file) ?? playoffProblem(file)
}

function tournamentProblem({ tournament: t }: ImportFile): string | null {
  if (t.endDate < t.startDate) return `tournament.endDate: expected a date on or after startDate (${t.startDate})`
  if (t.cut && t.cut.afterRound >= t.rounds) {
    return (
      `tournament.cut.afterRound: expected a round before the last one (1 to ${t.rounds - 1}), got ` +
      `${t.cut.afterRound}`
    )
  }
  return null
}

function courseProblem({ course }: ImportFile): string | null {
  const seen = new Map<number, number>()
  for (const [i, hole] of course.holes.entries()) {
    const first = seen.get(hole.number)
    if (first !== undefined)
      return (
        `course.holes[${i}].number: hole ${hole.number} appears twice (also course.holes[${first}]); expected ` +
        `holes 1 to 18 once each`
      )
    seen.set(hole.number, i)
  }
  return null
}

function playersProblem({ tournament, players }: ImportFile): string | null {
  const ids = new Map<string, number>()
  for (const [i, p] of players.entries()) {
    const first = ids.get(p.externalId)
    if (first !== undefined)
      return `players[${i}].externalId: duplicate externalId "${p.externalId}" (also players[${first}])`
    ids.set(p.externalId, i)
    const rounds = new Map<number, number>()
    for (const [j, r] of p.rounds.entries()) {
      const at = `players[${i}].rounds[${j}]`
      if (r.round > tournament.rounds)
        return `${at}.round: expected a round from 1 to ${tournament.rounds} (tournament.rounds), got ${r.round}`
      const again = rounds.get(r.round)
      if (again !== undefined)
        return `${at}.round: round ${r.round} appears twice (also players[${i}].rounds[${again}])`
      rounds.set(r.round, j)
    }
    if (p.status === 'DNS' && p.rounds.some((r) => r.scores.some((s) => s !== null))) {
      return `players[${i}].status: DNS (did not start) but the player has scores`
    }
  }
  return null
}

function playoffProblem({ tournament, players }: ImportFile): string | null {
  const playoff = tournament.playoff
  if (!playoff) return null
  const known = new Set(players.map((p) => p.externalId))
  const entries = Object.entries(playoff.scores)
  if (entries.length < 2) return 'tournament.playoff.scores: expected the scores of at least two players'
  for (const [id, scores] of entries) {
    if (!known.has(id)) return `tournament.playoff.scores.${id}: no player has externalId "${id}"`
    if (scores.length > playoff.holes.length) {
      return (
        `tournament.playoff.scores.${id}: expected at most ${playoff.holes.length} scores (one per playoff ` +
        `hole), got ${scores.length}`
      )
    }
  }
  if (playoff.winner !== null && !Object.hasOwn(playoff.scores, playoff.winner)) {
    return `tournament.playoff.winner: "${playoff.winner}" has no playoff scores`
  }
  return null
}
