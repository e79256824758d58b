import type {
  BroadcastAnnouncementDto,
  BroadcastScheduleDto,
  EntryListDto,
  MemberClassCode,
  VisitorInfoDto,
} from '@contract/game-info'
import type { AppDb } from '../../db/database'
import { toPlayerRef } from './repository-games'
import { broadcastSlotsOf, fieldOf, visitorInfoOf } from './repository-info'
import { requireGame } from './service-games'
import { seoulClock, seoulDate } from '@domain/time'

/** `GET /game/address/{id}`: the venue's address and how to get there; nulls when nothing was published. */
export async function visitorInfo(db: AppDb, gameId: number): Promise<VisitorInfoDto> {
  await requireGame(db, gameId)
  const row = await visitorInfoOf(db, gameId)
  return {
    gameId,
    addressKo: row?.addressKo ?? null,
    addressEn: row?.addressEn ?? null,
    shuttleKo: row?.shuttleKo ?? null,
    shuttleEn: row?.shuttleEn ?? null,
    parkingKo: row?.parkingKo ?? null,
    parkingEn: row?.parkingEn ?? null,
  }
}

/** `GET /game/broadcast/{id}`: the broadcast as the association announced it (channels and a sentence). */
export async function broadcastAnnouncement(db: AppDb, gameId: number): Promise<BroadcastAnnouncementDto> {
  const { t } = await requireGame(db, gameId)
  return { gameId, channels: t.broadcast?.channels ?? [], ko: t.broadcast?.ko ?? null, en: t.broadcast?.en ?? null }
}

/** `GET /game/broadcastNew/{id}`: every broadcast window per round, times on the Seoul clock. */
export async function broadcastSchedule(db: AppDb, gameId: number): Promise<BroadcastScheduleDto> {
  await requireGame(db, gameId)
  const rows = await broadcastSlotsOf(db, gameId)
  return {
    gameId,
    slots: rows.map((s) => ({
      round: s.round,
      date: seoulDate(s.startsAt),
      channel: s.channel,
      kind: s.kind,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      start: seoulClock(s.startsAt),
      end: seoulClock(s.endsAt),
    })),
  }
}

/**
 * The class a player entered in (the codes of docs/requirements/accounts.md#acc-2). Entries keep no class, so it
 * follows from the entry: amateurs AMA, players who are not members of this tour PR_O1 (other-tour pro), members of the
 * main tour TP, members of the other tours PR. Decision 0029.
 */
export function entryClass(e: { amateur: boolean; tourMember: boolean }, tourId: number): MemberClassCode {
  if (e.amateur) return 'AMA'
  if (!e.tourMember) return 'PR_O1'
  return tourId === 11 ? 'TP' : 'PR'
}

/** `GET /game/entryList`: the players entered, by Korean name. */
export async function entryList(db: AppDb, gameId: number): Promise<EntryListDto> {
  const { t } = await requireGame(db, gameId)
  const rows = await fieldOf(db, gameId)
  return {
    gameId,
    entries: rows.map((r) => ({
      ...toPlayerRef(r),
      memberClass: entryClass(r, t.tourId),
      amateur: r.amateur,
      seed: r.seed,
      status: r.status,
    })),
  }
}
