import type { QueuePurpose, WaitingRoomSettings } from '@contract/tickets'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../../db/database'
import { ticketWaitingRooms } from '../../../db/schema/index'

/** What a tournament without a row has: no room, and the table's defaults once staff turn it on. */
export const DEFAULT_SETTINGS: WaitingRoomSettings = { enabled: false, admitPerMinute: 600, admissionMinutes: 10 }

/** Settings reach every node within this long; the node that saves them sees them at once. */
const CACHE_MS = 3_000

/**
 * The association's settings of each room, read from `ticket_waiting_rooms` and cached for a few seconds: every poll
 * and every purchase asks, and during a rush that is thousands of questions a second about one row.
 */
export class WaitingRoomSettingsCache {
  private readonly cached = new Map<string, { settings: WaitingRoomSettings; until: number }>()

  constructor(private readonly db: AppDb) {}

  async get(tournamentId: number, purpose: QueuePurpose = 'tickets'): Promise<WaitingRoomSettings> {
    const key = `${tournamentId}:${purpose}`
    const hit = this.cached.get(key)
    const wall = performance.now()
    if (hit && hit.until > wall) return hit.settings
    const [row] = await this.db
      .select({
        enabled: ticketWaitingRooms.enabled,
        admitPerMinute: ticketWaitingRooms.admitPerMinute,
        admissionMinutes: ticketWaitingRooms.admissionMinutes,
      })
      .from(ticketWaitingRooms)
      .where(and(eq(ticketWaitingRooms.tournamentId, tournamentId), eq(ticketWaitingRooms.purpose, purpose)))
    const settings = row ?? DEFAULT_SETTINGS
    this.cached.set(key, { settings, until: wall + CACHE_MS })
    return settings
  }

  /** Forgets a room's cached settings (after staff saved them), so this node applies them at once. */
  forget(tournamentId: number, purpose: QueuePurpose = 'tickets') {
    this.cached.delete(`${tournamentId}:${purpose}`)
  }
}

/** Saves a room's settings (one upsert). */
export async function saveSettings(
  db: Pick<AppDb, 'insert'>,
  tournamentId: number,
  purpose: QueuePurpose,
  settings: WaitingRoomSettings,
  by: number,
  at: Date,
): Promise<void> {
  const values = { ...settings, updatedAt: at, updatedBy: by }
  await db
    .insert(ticketWaitingRooms)
    .values({ tournamentId, purpose, ...values })
    .onConflictDoUpdate({ target: [ticketWaitingRooms.tournamentId, ticketWaitingRooms.purpose], set: values })
}
