import { buildBoardEntry, type BoardEntry, type BoardGroup } from './board-entry'
import { HOLES_PER_ROUND, MISSED_CUT, POSITION_NOT_STARTED, STATUS_CODE_ORDER } from './constants'
import { evaluateCut } from './cut'
import { tallyPlayer } from './player-tally'
import { applyPlayoff } from './playoff'
import { assignCompetitionRanks, compareByTeeTime, compareOnBoard } from './ranking'
import type { Leaderboard, TournamentInput } from './types'

/**
 * Board sections top to bottom: ranked players, active players yet to hit a shot, missed cut, then the
 * status codes in {@link STATUS_CODE_ORDER}.
 */
const GROUP_ORDER: readonly BoardGroup[] = ['ranked', 'not-started', MISSED_CUT, ...STATUS_CODE_ORDER]

/**
 * The stroke-play leaderboard of one tournament, recomputed from scratch on every score: pure, and
 * O(n log n) in the field size (a few sorts, everything else linear; 18 holes and ≤ 4 rounds are
 * constants). The output depends only on the contents of the input, never on the order of `entries`.
 */
export function computeLeaderboard(input: TournamentInput): Leaderboard {
  if (input.pars.length !== HOLES_PER_ROUND) {
    throw new RangeError(`pars must list ${HOLES_PER_ROUND} holes, got ${input.pars.length}`)
  }
  const tallies = input.entries.map((entry) => tallyPlayer(entry, input))
  const cut = evaluateCut(input, tallies)
  const groups = new Map<BoardGroup, BoardEntry[]>(GROUP_ORDER.map((g) => [g, []]))
  for (const tally of tallies) {
    const entry = buildBoardEntry(tally, input, cut?.missed.has(tally.entry.playerId) ?? false)
    groups.get(entry.group)!.push(entry)
  }

  const ranked = groups.get('ranked')!.sort(compareOnBoard)
  assignCompetitionRanks(ranked)
  const playoffHoles = applyPlayoff(ranked, input)

  groups.get('not-started')!.sort(compareByTeeTime)
  for (const group of GROUP_ORDER) {
    if (group === 'ranked') continue
    const entries = groups.get(group)!
    if (group !== 'not-started') entries.sort(compareOnBoard)
    // Unranked rows show their section as position: '-', 'MC', 'WD', 'RTD', 'DQ', 'DNS'.
    const position = group === 'not-started' ? POSITION_NOT_STARTED : group
    for (const e of entries) e.row.position = position
  }

  return {
    gameId: input.gameId,
    currentRound: input.currentRound,
    finished: input.finished,
    cut: cut?.line ?? null,
    playoffHoles,
    rows: GROUP_ORDER.flatMap((g) => groups.get(g)!.map((e) => e.row)),
  }
}
