import { z } from 'zod'
import { bilingual, fillBoth, readDataFile, readOnce } from '../data-file'
import type { BuildContext } from './build-context'
import type { TournamentPlan } from './schedule'
import { addDays, seoulInstant, yearOf } from '@domain/time'

/**
 * Visitor information (address, shuttle, parking) and the broadcast schedule of the current season's
 * tournaments. Old seasons get none: nobody travels to a past event. Deterministic from the plan and
 * the course; no random stream, so adding this changed no other table's rows.
 */

const visitorFile = z.strictObject({
  address: bilingual,
  shuttle: bilingual,
  spectatorParking: bilingual,
  parking: bilingual,
  /** Where the shuttle starts, by course id (1-based, cycling): a station or terminal near each region. */
  shuttleFrom: z.array(bilingual).min(1),
})

const FILE = new URL('./text/visitor-info.yaml', import.meta.url)

/** The visitor information's texts (server/db/demo/text/visitor-info.yaml, decision 0047). */
export const readVisitorFile = readOnce(() => readDataFile(FILE, visitorFile))

/** Broadcast windows per tour as [channel, kind, rounds it covers ('all' or 'last'), start, end] ('HH:MM' Seoul). */
type Window = [string, 'live' | 'replay', 'all' | 'last' | 'early' | 'late', string, string]
const WINDOWS: Readonly<Record<number, readonly Window[]>> = {
  11: [
    ['Fairway TV', 'live', 'early', '12:00', '17:00'],
    ['Fairway TV', 'live', 'late', '11:00', '16:00'],
    ['Golf One', 'replay', 'all', '21:00', '23:00'],
  ],
  13: [['Fairway TV', 'replay', 'last', '20:00', '21:30']],
}

function coversRound(which: Window[2], round: number, rounds: number): boolean {
  if (which === 'all') return true
  if (which === 'last') return round === rounds
  // Rounds 1-2 are the early days, the weekend rounds the late ones.
  return which === 'early' ? round <= 2 : round > 2
}

export function pushGameInfo(ctx: BuildContext, plan: TournamentPlan, id: number, courseId: number): void {
  if (plan.year < yearOf(ctx.today) || plan.phase === 'cancelled') return
  const course = ctx.courses.find((c) => c.id === courseId)
  if (!course) return
  const texts = readVisitorFile()
  const from = texts.shuttleFrom[(courseId - 1) % texts.shuttleFrom.length]!
  const spectators = plan.ticketPriceWon !== null
  const address = fillBoth(
    texts.address,
    { location: course.locationKo, course: course.nameKo },
    { location: course.locationEn, course: course.nameEn },
  )
  const shuttle = spectators ? fillBoth(texts.shuttle, { from: from.ko }, { from: from.en }) : null
  const parking = spectators ? texts.spectatorParking : texts.parking
  ctx.data.visitorInfo.push({
    tournamentId: id,
    addressKo: address.ko,
    addressEn: address.en,
    shuttleKo: shuttle?.ko ?? null,
    shuttleEn: shuttle?.en ?? null,
    parkingKo: parking.ko,
    parkingEn: parking.en,
  })
  for (let round = 1; round <= plan.rounds; round++) {
    const day = addDays(plan.startDate, round - 1)
    for (const [channel, kind, which, from, to] of WINDOWS[plan.tourId] ?? []) {
      if (!coversRound(which, round, plan.rounds)) continue
      ctx.data.broadcastSlots.push({
        tournamentId: id,
        round,
        channel,
        kind,
        startsAt: seoulInstant(day, from),
        endsAt: seoulInstant(day, to),
      })
    }
  }
}
