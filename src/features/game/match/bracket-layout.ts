import type { MatchBracketDto, MatchSummaryDto } from '@contract/game-match'

/** Knockout rounds from the first to the final, as the server names them. */
const KNOCKOUT = ['round_of_64', 'round_of_32', 'round_of_16', 'quarterfinal', 'semifinal', 'final'] as const

export interface BracketSlot {
  /** Position in the round, 1-based: match n is fed by matches 2n-1 and 2n of the round before. */
  matchNo: number
  match: MatchSummaryDto | null
  /** Grid rows of the drawing (1-based start, span), so a match sits level with the two that feed it. */
  row: number
  span: number
}

export interface BracketColumn {
  bracketRound: string
  slots: BracketSlot[]
}

export interface BracketLayout {
  /** Rows of the drawing: the matches of the first knockout round. */
  rows: number
  columns: BracketColumn[]
  /** Third place and other placement matches, under the drawing. */
  placement: Array<{ bracketRound: string; matches: MatchSummaryDto[] }>
}

/**
 * Lays out the knockout rounds as columns. Rounds not stored yet (an event still in its early rounds)
 * appear with empty slots, so the drawing keeps its shape; placement matches go apart.
 */
export function bracketLayout(rounds: MatchBracketDto['rounds']): BracketLayout {
  const byName = new Map(rounds.map((r) => [r.bracketRound, r]))
  const firstIndex = KNOCKOUT.findIndex((name) => byName.has(name))
  if (firstIndex < 0) return { rows: 0, columns: [], placement: placementOf(rounds) }
  // The first round stored sets the size: 8 matches for a round of 16 (16 players, 4 later rounds).
  const rows = 2 ** (KNOCKOUT.length - 1 - firstIndex)
  const columns = KNOCKOUT.slice(firstIndex).map((name, c) => {
    const count = rows / 2 ** c
    const stored = new Map((byName.get(name)?.matches ?? []).map((m) => [m.matchNo, m]))
    const span = 2 ** c
    return {
      bracketRound: name,
      slots: Array.from({ length: count }, (_, i) => ({
        matchNo: i + 1,
        match: stored.get(i + 1) ?? null,
        row: i * span + 1,
        span,
      })),
    }
  })
  return { rows, columns, placement: placementOf(rounds) }
}

function placementOf(rounds: MatchBracketDto['rounds']) {
  return rounds
    .filter((r) => !(KNOCKOUT as readonly string[]).includes(r.bracketRound) && r.bracketRound !== 'group')
    .sort((a, b) => a.roundOrder - b.roundOrder || (a.bracketRound === 'third_place' ? -1 : 1))
    .map((r) => ({ bracketRound: r.bracketRound, matches: [...r.matches].sort((a, b) => a.matchNo - b.matchNo) }))
}
