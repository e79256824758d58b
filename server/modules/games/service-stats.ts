import type { GameStatsDto, ScoringTallyDto, StatLeaderDto } from '@contract/game-insights'
import { scoreName } from '@domain/scoring/score-names'
import type { AppDb } from '../../db/database'
import { toPlayerRef } from './repository-games'
import { gameHoleScores } from './repository-insights'
import { fieldOf, holesOf } from './repository-scores'
import { requireGame } from './service-games'

/** A player needs a full round behind a figure to lead a category. */
export const STAT_MIN_HOLES = 18
const LEADERS = 5

type Score = Awaited<ReturnType<typeof gameHoleScores>>[number]

const round2 = (n: number) => Math.round(n * 100) / 100
const round1 = (n: number) => Math.round(n * 10) / 10

function tally(scores: readonly Score[], pars: readonly number[]): ScoringTallyDto {
  const t = {
    rounds: 0,
    scoringAverage: null as number | null,
    holesInOne: 0,
    eagles: 0,
    birdies: 0,
    pars: 0,
    bogeys: 0,
    doubleBogeysOrWorse: 0,
  }
  const cards = new Map<string, { holes: number; strokes: number }>()
  for (const s of scores) {
    const name = scoreName(s.strokes, pars[s.hole - 1] ?? 4)
    if (name === 'hole-in-one') t.holesInOne++
    else if (name === 'eagle' || name === 'albatross') t.eagles++
    else if (name === 'birdie') t.birdies++
    else if (name === 'par') t.pars++
    else if (name === 'bogey') t.bogeys++
    else t.doubleBogeysOrWorse++
    const key = `${s.entryId}:${s.round}`
    const card = cards.get(key) ?? { holes: 0, strokes: 0 }
    cards.set(key, { holes: card.holes + 1, strokes: card.strokes + s.strokes })
  }
  const complete = [...cards.values()].filter((c) => c.holes === 18)
  t.rounds = complete.length
  t.scoringAverage =
    complete.length === 0 ? null : round2(complete.reduce((sum, c) => sum + c.strokes, 0) / complete.length)
  return t
}

interface PlayerLine {
  holes: number
  drives: number[]
  girHit: number
  girHoles: number
  putts: number
  puttHoles: number
}

function leaders(
  lines: Map<number, PlayerLine>,
  pick: (l: PlayerLine) => { value: number; holes: number } | null,
  better: 'high' | 'low',
) {
  return [...lines.entries()]
    .filter(([, l]) => l.holes >= STAT_MIN_HOLES)
    .flatMap(([entryId, l]) => {
      const v = pick(l)
      return v ? [{ entryId, ...v }] : []
    })
    .sort((a, b) => (better === 'high' ? b.value - a.value : a.value - b.value) || a.entryId - b.entryId)
    .slice(0, LEADERS)
}

/** Tournament Stats: scoring by round and in all, and the event's leaders off the tee, to the green and on it. */
export async function gameStats(db: AppDb, gameId: number): Promise<GameStatsDto> {
  const { t } = await requireGame(db, gameId)
  const [scores, holes, field] = await Promise.all([
    gameHoleScores(db, gameId),
    holesOf(db, t.courseId),
    fieldOf(db, gameId),
  ])
  const pars = holes.map((h) => h.par)
  const roundNos = [...new Set(scores.map((s) => s.round))].sort((a, b) => a - b)
  const lines = new Map<number, PlayerLine>()
  for (const s of scores) {
    const l = lines.get(s.entryId) ?? { holes: 0, drives: [], girHit: 0, girHoles: 0, putts: 0, puttHoles: 0 }
    l.holes++
    if (s.driveDistanceYd !== null) l.drives.push(s.driveDistanceYd)
    if (s.gir !== null) [l.girHit, l.girHoles] = [l.girHit + (s.gir ? 1 : 0), l.girHoles + 1]
    if (s.putts !== null) [l.putts, l.puttHoles] = [l.putts + s.putts, l.puttHoles + 1]
    lines.set(s.entryId, l)
  }
  const refs = new Map(field.map((f) => [f.entryId, toPlayerRef(f)]))
  const named = (rows: Array<{ entryId: number; value: number; holes: number }>): StatLeaderDto[] =>
    rows.filter((r) => refs.has(r.entryId)).map((r) => ({ ...refs.get(r.entryId)!, value: r.value, holes: r.holes }))
  return {
    gameId,
    rounds: roundNos.map((round) => ({
      round,
      ...tally(
        scores.filter((s) => s.round === round),
        pars,
      ),
    })),
    total: tally(scores, pars),
    leaders: {
      drivingDistance: named(
        leaders(
          lines,
          (l) =>
            l.drives.length === 0
              ? null
              : { value: round1(l.drives.reduce((a, b) => a + b, 0) / l.drives.length), holes: l.drives.length },
          'high',
        ),
      ),
      greensInRegulation: named(
        leaders(
          lines,
          (l) => (l.girHoles === 0 ? null : { value: round1((100 * l.girHit) / l.girHoles), holes: l.girHoles }),
          'high',
        ),
      ),
      puttsPerRound: named(
        leaders(
          lines,
          (l) => (l.puttHoles === 0 ? null : { value: round2((18 * l.putts) / l.puttHoles), holes: l.puttHoles }),
          'low',
        ),
      ),
    },
    minHoles: STAT_MIN_HOLES,
  }
}
