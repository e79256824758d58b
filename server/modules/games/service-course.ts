import type { TeeGroupDto, TimeTableDto } from '@contract/game-course'
import type { AppDb } from '../../db/database'
import { toCourseRef, toPlayerRef } from './repository-games'
import { holesOf, roundDates, roundsWithTeeTimes, teeSheet } from './repository-scores'
import { notFound, requireGame } from './service-games'
import { seoulClock } from '@domain/time'

async function courseOf(db: AppDb, gameId: number) {
  const game = await requireGame(db, gameId)
  const course = toCourseRef(game.course)
  if (!course) throw notFound(`Course of game ${gameId}`)
  return { t: game.t, course }
}

/** The course of a game with its 18 holes and their geometry (maps, 3D track). */
export async function courseInfo(db: AppDb, gameId: number) {
  const { t, course } = await courseOf(db, gameId)
  const holes = await holesOf(db, t.courseId)
  return {
    gameId,
    course,
    holes: holes.map((h) => ({
      hole: h.hole,
      par: h.par,
      yards: h.yards,
      handicap: h.handicap,
      tee: h.tee,
      fairway: h.fairway,
      greenCenter: h.greenCenter,
      greenOutline: h.greenOutline,
      hazards: h.hazards,
    })),
  }
}

/** The course of each round (one course per game in this data model: every round plays it). */
export async function courseRound(db: AppDb, gameId: number) {
  const { t, course } = await courseOf(db, gameId)
  const [holes, rounds] = await Promise.all([holesOf(db, t.courseId), roundDates(db, gameId)])
  const par = (from: number, to: number) =>
    holes.filter((h) => h.hole >= from && h.hole <= to).reduce((s, h) => s + h.par, 0)
  return {
    gameId,
    rounds: rounds.map((r) => ({ round: r.round, date: r.date, course, outPar: par(1, 9), inPar: par(10, 18) })),
  }
}

/** Tee times and groups of one round (the current round by default), by tee time then start hole. */
export async function timeTable(db: AppDb, gameId: number, asked: number | undefined): Promise<TimeTableDto> {
  const { t } = await requireGame(db, gameId)
  const round = asked ?? Math.max(1, Math.min(t.currentRound, t.rounds))
  const [rows, dates, withTimes] = await Promise.all([
    teeSheet(db, gameId, round),
    roundDates(db, gameId),
    roundsWithTeeTimes(db, gameId),
  ])
  const groups: TeeGroupDto[] = []
  for (const r of rows) {
    let group = groups.at(-1)
    if (!group || group.groupNo !== r.groupNo) {
      group = {
        groupNo: r.groupNo,
        startHole: r.startHole === 10 ? 10 : 1,
        teeTime: seoulClock(r.teeTime),
        teeTimeAt: r.teeTime.toISOString(),
        players: [],
      }
      groups.push(group)
    }
    group.players.push({ ...toPlayerRef(r), amateur: r.amateur })
  }
  return {
    gameId,
    round,
    date: dates.find((d) => d.round === round)?.date ?? null,
    roundsWithTeeTimes: withTimes,
    groups,
  }
}
