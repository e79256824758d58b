import { ERROR_CODES } from '@contract/errors'
import type { SelectionEventDto, SelectionResultsDto, SelectionSeasonDto } from '@contract/selection'
import { PASS_PLACES, passedStage, type SelectionStage } from '@domain/selection/pass-line'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import { toPlayerRef } from '../games/repository-games'
import { entriesOf, roundsOf, selectionEvents, selectionGame, selectionYears } from './repository'

const COMPLETED = 3

/** The selection stages of one season (the latest by default) with their schedule, venue, status and pass counts. */
export async function selectionSeason(db: AppDb, year: number | undefined): Promise<SelectionSeasonDto> {
  const years = await selectionYears(db)
  const season = year ?? years[0] ?? null
  if (season === null) return { tourId: 54, year: null, years, events: [] }
  const rows = await selectionEvents(db, season)
  const field = await entriesOf(
    db,
    rows.map((r) => r.t.id),
  )
  const events: SelectionEventDto[] = rows.map(({ t, course }) => {
    const stage = t.stageType as SelectionStage
    const own = field.filter((e) => e.gameId === t.id)
    return {
      gameId: t.id,
      stageType: stage,
      nameKo: t.nameKo,
      nameEn: t.nameEn,
      startDate: t.startDate,
      endDate: t.endDate,
      venueKo: course?.nameKo ?? null,
      venueEn: course?.nameEn ?? null,
      status: t.status,
      rounds: t.rounds,
      fieldSize: own.length,
      passPlaces: PASS_PLACES[stage],
      passedCount: t.status === COMPLETED ? own.filter((e) => passedStage(stage, e)).length : null,
    }
  })
  return { tourId: 54, year: season, years, events }
}

/** Rank, name, rounds, total and pass/fail of one stage; before it is completed, the entry list without ranks. */
export async function selectionResults(db: AppDb, gameId: number): Promise<SelectionResultsDto> {
  const game = await selectionGame(db, gameId)
  if (!game) throw httpError(404, ERROR_CODES.NOT_FOUND, `No membership selection event ${gameId}`)
  const stage = game.stageType as SelectionStage
  const completed = game.status === COMPLETED
  const [field, rounds] = await Promise.all([entriesOf(db, [gameId]), roundsOf(db, gameId)])
  const byEntry = new Map<number, typeof rounds>()
  for (const r of rounds) byEntry.set(r.entryId, [...(byEntry.get(r.entryId) ?? []), r])
  const rows = field.map((e) => {
    const own = byEntry.get(e.entryId) ?? []
    const strokes = Array.from({ length: game.rounds }, (_, i) => own.find((r) => r.round === i + 1)?.strokes ?? null)
    const played = own.filter((r) => r.holesPlayed === 18)
    return {
      rank: completed ? e.finishRank : null,
      rankText: completed
        ? (e.finishText ?? (e.status === 'active' ? '-' : e.status))
        : e.status === 'active'
          ? '-'
          : e.status,
      player: toPlayerRef(e),
      rounds: strokes,
      totalStrokes: played.length > 0 ? played.reduce((s, r) => s + r.strokes, 0) : null,
      toPar: played.length > 0 ? played.reduce((s, r) => s + r.toPar, 0) : null,
      passed: completed && passedStage(stage, e),
    }
  })
  // Ranked first by rank, then the rest (MC, WD...) by what they played, then by name.
  rows.sort(
    (a, b) =>
      (a.rank ?? 9999) - (b.rank ?? 9999) ||
      (a.totalStrokes === null ? 1 : 0) - (b.totalStrokes === null ? 1 : 0) ||
      (a.totalStrokes ?? 0) - (b.totalStrokes ?? 0) ||
      a.player.nameKo.localeCompare(b.player.nameKo),
  )
  return { gameId, stageType: stage, completed, passPlaces: PASS_PLACES[stage], rows }
}
