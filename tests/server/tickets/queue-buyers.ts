import type { App } from '../../../server/app'
import { authSessions, members, ticketWaitingRooms } from '../../../server/db/schema/index'
import { signAccessToken } from '../../../server/modules/auth/tokens'
import type { WaitingRoomSettings } from '@contract/tickets'

/** A signed-in buyer: the member, the login session the queue token is bound to, and an access token. */
export interface QueueBuyer {
  memberId: number
  sessionId: string
  accessToken: string
}

/**
 * `count` members with one open session each, written straight to the tables (thousands in a second or two, where
 * logging in one by one would take minutes and trip the login throttle). Shared with bench/ticket-rush.ts.
 */
export async function makeQueueBuyers(app: App, count: number, prefix: string, now: Date): Promise<QueueBuyer[]> {
  const buyers: QueueBuyer[] = []
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start)
    const rows = await app.db
      .insert(members)
      .values(
        Array.from({ length: size }, (_, i) => ({
          loginId: `${prefix}${start + i + 1}`,
          name: `Buyer ${start + i + 1}`,
        })),
      )
      .returning({ id: members.id })
    const sessions = rows.map((row, i) => ({
      id: `${prefix}-session-${start + i + 1}`,
      memberId: row.id,
      createdAt: now,
    }))
    await app.db.insert(authSessions).values(sessions)
    for (const session of sessions) {
      const accessToken = await signAccessToken(
        { memberId: session.memberId, sessionId: session.id },
        session.id,
        now,
        app.authKeys.key,
      )
      buyers.push({ memberId: session.memberId, sessionId: session.id, accessToken })
    }
  }
  return buyers
}

/** A fresh access token for `buyer` issued at `now` (after a test moved the clock past the token's 15 minutes). */
export const reissue = async (app: App, buyer: QueueBuyer, now: Date): Promise<QueueBuyer> => ({
  ...buyer,
  accessToken: await signAccessToken(buyer, buyer.sessionId, now, app.authKeys.key),
})

/** Turns a tournament's room on (or sets it) directly in the table, as staff would through the API. */
export async function openRoom(app: App, tournamentId: number, settings: WaitingRoomSettings, now: Date) {
  const values = { ...settings, updatedAt: now }
  await app.db
    .insert(ticketWaitingRooms)
    .values({ tournamentId, ...values })
    .onConflictDoUpdate({ target: [ticketWaitingRooms.tournamentId, ticketWaitingRooms.purpose], set: values })
  app.waitingRoom.settings.forget(tournamentId)
}
