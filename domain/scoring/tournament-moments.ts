/**
 * Tournament updates: the notable moments of a stroke-play event, derived from its hole scores alone
 * (no separate feed is stored), so a correction of a score corrects the feed too.
 */

export interface MomentScore {
  playerId: string
  round: number
  hole: number
  strokes: number
  par: number
  /** When the hole was completed (epoch ms); the server estimates it from the tee time. */
  at: number
}

export interface MomentsInput {
  scores: readonly MomentScore[]
  /** Rounds the whole field has finished (their leaders and the cut are final). */
  completedRounds: readonly number[]
  cut: { afterRound: number; top: number; ties: boolean } | null
}

export type Moment =
  | {
      kind: 'holeInOne' | 'albatross' | 'eagle'
      at: number
      round: number
      hole: number
      playerIds: [string]
      strokes: number
      par: number
      toPar: number
    }
  | { kind: 'lead'; at: number; round: number; hole: number; playerIds: [string]; toPar: number }
  | { kind: 'roundLeader'; at: number; round: number; hole: null; playerIds: string[]; toPar: number }
  | { kind: 'cut'; at: number; round: number; hole: null; playerIds: []; toPar: number; made: number }

/** A lead taken before a player has 9 holes in counts as noise (the first birdie of the day). */
export const LEAD_MIN_HOLES = 9

const byTime = (a: MomentScore, b: MomentScore) =>
  a.at - b.at || a.round - b.round || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : a.hole - b.hole)

function scoringMoment(s: MomentScore, toPar: number): Moment | null {
  const diff = s.strokes - s.par
  const kind = s.strokes === 1 ? 'holeInOne' : diff <= -3 ? 'albatross' : diff === -2 ? 'eagle' : null
  return kind
    ? { kind, at: s.at, round: s.round, hole: s.hole, playerIds: [s.playerId], strokes: s.strokes, par: s.par, toPar }
    : null
}

/** Every moment, newest first. */
export function tournamentMoments(input: MomentsInput): Moment[] {
  const scores = [...input.scores].sort(byTime)
  const toPar = new Map<string, number>()
  const holes = new Map<string, number>()
  const roundToPar = new Map<number, Map<string, number>>()
  const roundEnd = new Map<number, MomentScore>()
  const moments: Moment[] = []
  let leader: string | null = null

  for (const s of scores) {
    const total = (toPar.get(s.playerId) ?? 0) + s.strokes - s.par
    toPar.set(s.playerId, total)
    holes.set(s.playerId, (holes.get(s.playerId) ?? 0) + 1)
    const scoring = scoringMoment(s, total)
    if (scoring) moments.push(scoring)
    roundEnd.set(s.round, s)
    // Sole leader only: a share of the lead is not a change of leader.
    let best = Infinity
    let count = 0
    let who: string | null = null
    for (const [id, v] of toPar) {
      if (v < best) [best, count, who] = [v, 1, id]
      else if (v === best) count++
    }
    if (count === 1 && who !== leader && (holes.get(who!) ?? 0) >= LEAD_MIN_HOLES) {
      leader = who
      moments.push({ kind: 'lead', at: s.at, round: s.round, hole: s.hole, playerIds: [who!], toPar: best })
    }
  }

  // Totals after each completed round: players who have played through that round.
  for (const s of scores) {
    for (let r = s.round; r <= Math.max(...input.completedRounds, 0); r++) {
      const m = roundToPar.get(r) ?? new Map<string, number>()
      m.set(s.playerId, (m.get(s.playerId) ?? 0) + s.strokes - s.par)
      roundToPar.set(r, m)
    }
  }
  for (const round of input.completedRounds) {
    const end = roundEnd.get(round)
    const totals = roundToPar.get(round)
    if (!end || !totals) continue
    const finishers = [...totals.entries()].filter(([id]) => scores.some((s) => s.playerId === id && s.round === round))
    if (finishers.length === 0) continue
    const best = Math.min(...finishers.map(([, v]) => v))
    const leaders = finishers
      .filter(([, v]) => v === best)
      .map(([id]) => id)
      .sort()
    moments.push({ kind: 'roundLeader', at: end.at + 1, round, hole: null, playerIds: leaders, toPar: best })
    if (input.cut && input.cut.afterRound === round) {
      const sorted = finishers.map(([, v]) => v).sort((a, b) => a - b)
      const line = sorted[Math.min(input.cut.top, sorted.length) - 1]!
      const made = input.cut.ties ? sorted.filter((v) => v <= line).length : Math.min(input.cut.top, sorted.length)
      moments.push({ kind: 'cut', at: end.at + 2, round, hole: null, playerIds: [], toPar: line, made })
    }
  }
  return moments.sort((a, b) => b.at - a.at)
}
