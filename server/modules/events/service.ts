import { ERROR_CODES } from '@contract/errors'
import type { EventListDto, MyPickDto, PredictionDetailDto, PredictionEventDto } from '@contract/prediction-event'
import {
  isCorrectPick,
  nextDeadline,
  pickDeadline,
  predictionPhase,
  tabOfPhase,
  type EventTab,
} from '@domain/events/prediction'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import {
  correctCounts,
  fieldOf,
  pickOf,
  savePick,
  seasonTournaments,
  winnersOf,
  type EventTournamentRow,
} from './repository'

/** Every tournament of the season that is an event at `now`, with its phase. */
async function eventsAt(db: AppDb, now: Date, gameId?: number): Promise<PredictionEventDto[]> {
  const rows = await seasonTournaments(db)
  const deadlineOf = (r: EventTournamentRow) => pickDeadline(r.startDate, r.firstTee)
  const live = rows.filter((r) => r.status !== 9 && !r.finished)
  const next = nextDeadline(live.map(deadlineOf), now)
  const phased = rows
    .filter((r) => gameId === undefined || r.gameId === gameId)
    .map((r) => {
      const deadline = deadlineOf(r)
      const phase = predictionPhase({ ...r, cancelled: r.status === 9, deadline }, now, deadline.getTime() === next)
      return { r, deadline, phase }
    })
    .filter((x): x is typeof x & { phase: NonNullable<typeof x.phase> } => x.phase !== null)
  const done = phased.filter((x) => x.r.finished).map((x) => x.r.gameId)
  const [winners, correct] = await Promise.all([winnersOf(db, done), correctCounts(db, done)])
  return phased.map(({ r, deadline, phase }) => ({
    gameId: r.gameId,
    tourId: r.tourId,
    nameKo: r.nameKo,
    nameEn: r.nameEn,
    startDate: r.startDate,
    endDate: r.endDate,
    deadline: deadline.toISOString(),
    phase,
    pickCount: r.pickCount,
    correctCount: r.finished ? (correct.get(r.gameId) ?? 0) : null,
    winners: winners.get(r.gameId) ?? [],
  }))
}

/** The events of one tab: in progress soonest first, results newest first. */
export async function listEvents(db: AppDb, tabId: EventTab, now: Date): Promise<EventListDto> {
  const items = (await eventsAt(db, now)).filter((e) => tabOfPhase(e.phase) === tabId)
  if (tabId !== 'ing') items.reverse()
  return { tabId, now: now.toISOString(), items }
}

async function requireEvent(db: AppDb, gameId: number, now: Date): Promise<PredictionEventDto> {
  const [event] = await eventsAt(db, now, gameId)
  if (!event) throw httpError(404, ERROR_CODES.NOT_FOUND, `No prediction event for game ${gameId}`)
  return event
}

export async function predictionDetail(db: AppDb, gameId: number, now: Date): Promise<PredictionDetailDto> {
  const event = await requireEvent(db, gameId, now)
  return { ...event, candidates: await fieldOf(db, gameId) }
}

export async function myPick(db: AppDb, memberId: number, gameId: number, now: Date): Promise<MyPickDto> {
  const event = await requireEvent(db, gameId, now)
  const pick = await pickOf(db, memberId, gameId)
  const decided = event.correctCount !== null
  return {
    gameId,
    pick: pick?.player ?? null,
    pickedAt: pick?.updatedAt.toISOString() ?? null,
    correct:
      pick && decided
        ? isCorrectPick(
            pick.player.playerId,
            event.winners.map((w) => w.playerId),
          )
        : null,
  }
}

/** Makes or changes the member's pick; refused once the first tee time has passed. */
export async function pickWinner(
  db: AppDb,
  memberId: number,
  gameId: number,
  playerId: number,
  now: Date,
): Promise<MyPickDto> {
  const event = await requireEvent(db, gameId, now)
  if (event.phase !== 'open')
    throw httpError(409, ERROR_CODES.PERIOD_ENDED, 'The prediction closed at the first tee time')
  const field = await fieldOf(db, gameId)
  if (!field.some((p) => p.playerId === playerId)) {
    throw httpError(400, ERROR_CODES.VALIDATION, `Player ${playerId} is not in the field`, {
      playerId: 'invalid_value',
    })
  }
  await savePick(db, memberId, gameId, playerId, now)
  return myPick(db, memberId, gameId, now)
}
