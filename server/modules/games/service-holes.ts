import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { HoleCardDto, HoleRecordDto, HoleStatDto } from '@contract/game-records'
import { holeStats, rankHoleDifficulty } from '@domain/scoring/hole-stats'
import type { AppDb } from '../../db/database'
import type { TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { toPlayerRef } from './repository-games'
import { fieldOf, groupsOfRound, holesOf, roundScores, scoreCounts } from './repository-scores'
import { notFound, requireGame } from './service-games'
import { seoulClock } from '@domain/time'

const round4 = (n: number | null) => (n === null ? null : Math.round(n * 10_000) / 10_000)

function roundOf(t: TournamentRow, asked: number | undefined): number {
  const round = asked ?? Math.max(1, Math.min(t.currentRound, t.rounds))
  if (round > t.rounds)
    throw httpError(400, ERROR_CODES.VALIDATION, `Game ${t.id} has ${t.rounds} rounds`, { round: FIELD_ERRORS.TOO_BIG })
  return round
}

export interface HoleRecordQuery {
  gameId: number
  round?: number | undefined
  playerId?: number | undefined
  groupNo?: number | undefined
}

/** Hole-by-hole cards of one round: a player's tee group (the player first), one group, or the whole field. */
export async function holeRecord(db: AppDb, q: HoleRecordQuery): Promise<HoleRecordDto> {
  const { t } = await requireGame(db, q.gameId)
  const round = roundOf(t, q.round)
  const [holes, field, groups] = await Promise.all([
    holesOf(db, t.courseId),
    fieldOf(db, t.id),
    groupsOfRound(db, t.id, round),
  ])
  const groupOf = new Map(groups.map((g) => [g.entryId, g]))
  let selected = field.map((f) => f.entryId)
  if (q.playerId !== undefined) {
    const own = field.find((f) => f.playerId === q.playerId)
    if (!own) throw notFound(`Player ${q.playerId} in game ${t.id}`)
    const groupNo = groupOf.get(own.entryId)?.groupNo
    const mates = groups
      .filter((g) => g.groupNo === groupNo && g.entryId !== own.entryId)
      .sort((a, b) => a.slot - b.slot)
    selected = [own.entryId, ...mates.map((g) => g.entryId)]
  } else if (q.groupNo !== undefined) {
    selected = groups
      .filter((g) => g.groupNo === q.groupNo)
      .sort((a, b) => a.slot - b.slot)
      .map((g) => g.entryId)
    if (selected.length === 0) throw notFound(`Group ${q.groupNo} of round ${round}`)
  }
  const scores = await roundScores(db, t.id, round, selected)
  const pars = holes.map((h) => h.par)
  const cards = new Map<number, HoleCardDto>()
  const byEntry = new Map(field.map((f) => [f.entryId, f]))
  for (const entryId of selected) {
    const g = groupOf.get(entryId)
    cards.set(entryId, {
      ...toPlayerRef(byEntry.get(entryId)!),
      groupNo: g?.groupNo ?? null,
      startHole: g?.startHole === 10 ? 10 : 1,
      teeTime: g ? seoulClock(g.teeTime) : null,
      scores: Array(18).fill(null),
      putts: Array(18).fill(null),
      strokes: null,
      toPar: null,
      thru: 0,
    })
  }
  for (const s of scores) {
    const card = cards.get(s.entryId)!
    card.scores[s.hole - 1] = s.strokes
    card.putts[s.hole - 1] = s.putts
    card.strokes = (card.strokes ?? 0) + s.strokes
    card.toPar = (card.toPar ?? 0) + s.strokes - (pars[s.hole - 1] ?? 0)
    card.thru++
  }
  // The whole field: only players with a tee time or a score in the round (not those out of the event).
  const list = [...cards.values()].filter(
    (c) => q.playerId !== undefined || q.groupNo !== undefined || c.groupNo !== null || c.thru > 0,
  )
  if (q.playerId === undefined) list.sort((a, b) => (a.groupNo ?? 9999) - (b.groupNo ?? 9999))
  return { gameId: t.id, round, pars, yards: holes.map((h) => h.yards), cards: list }
}

/** Per hole statistics of a round (or of every round): averages, difficulty rank, counts by score name. */
export async function holeDiff(
  db: AppDb,
  gameId: number,
  round: number | undefined,
): Promise<{ gameId: number; round: number | null; holes: HoleStatDto[] }> {
  const { t } = await requireGame(db, gameId)
  if (round !== undefined) roundOf(t, round)
  const [holes, counts] = await Promise.all([holesOf(db, t.courseId), scoreCounts(db, gameId, round)])
  const scoresOf = new Map<number, number[]>()
  for (const c of counts) {
    const list = scoresOf.get(c.hole) ?? []
    for (let i = 0; i < c.n; i++) list.push(c.strokes)
    scoresOf.set(c.hole, list)
  }
  const stats = holes.map((h) => holeStats(scoresOf.get(h.hole) ?? [], h.par))
  const ranks = rankHoleDifficulty(stats.map((s) => s.averageToPar))
  return {
    gameId,
    round: round ?? null,
    holes: holes.map((h, i) => ({
      hole: h.hole,
      par: h.par,
      yards: h.yards,
      handicap: h.handicap,
      played: stats[i]!.played,
      averageStrokes: round4(stats[i]!.averageStrokes),
      averageToPar: round4(stats[i]!.averageToPar),
      difficultyRank: ranks[i] ?? null,
      counts: stats[i]!.counts,
    })),
  }
}
