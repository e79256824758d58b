import type { PlayoffJson } from '../../db/schema/index'

/**
 * Sudden death, pure: who is still in a playoff among `leaders` (players.id) after the holes played so far:
 * on each hole only the players with the fewest strokes go on. The stored playoff keys its scores by the id
 * as text (JSON object keys are text).
 */
export function playoffSurvivors(leaders: readonly number[], playoff: PlayoffJson | null): number[] {
  let alive = [...leaders]
  const holes = playoff?.holes.length ?? 0
  for (let i = 0; i < holes; i++) {
    const played = alive.map((id) => ({ id, strokes: playoff!.scores[id]?.[i] ?? null }))
    if (played.some((p) => p.strokes === null)) break
    const best = Math.min(...played.map((p) => p.strokes!))
    alive = played.filter((p) => p.strokes === best).map((p) => p.id)
  }
  return alive
}

/**
 * The playoff after one more hole: every leader gets a cell for it (strokes for the survivors, null
 * for those already out), and the winner is set once a single player is left.
 */
export function withPlayoffHole(
  leaders: readonly number[],
  playoff: PlayoffJson | null,
  hole: number,
  strokes: Readonly<Record<number, number>>,
): PlayoffJson {
  const before = playoff ?? { holes: [], scores: {}, winnerId: null }
  const alive = new Set(playoffSurvivors(leaders, before))
  const index = before.holes.length
  const scores: PlayoffJson['scores'] = {}
  for (const id of leaders) {
    const row = [...(before.scores[id] ?? [])]
    while (row.length < index) row.push(null)
    row.push(alive.has(id) ? strokes[id]! : null)
    scores[id] = row
  }
  const next: PlayoffJson = { holes: [...before.holes, hole], scores, winnerId: null }
  const left = playoffSurvivors(leaders, next)
  return { ...next, winnerId: left.length === 1 ? String(left[0]) : null }
}
