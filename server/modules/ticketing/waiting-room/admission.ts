import type { QueuePurpose } from '@contract/tickets'
import type { FastifyInstance } from 'fastify'

/**
 * The purchase's question to the waiting room (docs/requirements/ticketing.md#tkt-8): while the room of a tournament
 * is on, a purchase needs an admission token bound to the buyer's session. Throws 403 QUEUE_TOKEN_REQUIRED otherwise.
 * The room itself: ./plugin.ts (memory or Redis, docs/decisions/0078-ticket-waiting-room.md).
 */
export interface AdmissionRequest {
  tournamentId: number
  sessionId: string
  token: string | null
  now: Date
  /** The room's purpose: the ticket sale (default) or the tournament's applications. */
  purpose?: QueuePurpose
}

export async function requireAdmission(app: FastifyInstance, request: AdmissionRequest): Promise<void> {
  const { tournamentId, token, sessionId, now, purpose } = request
  await app.waitingRoom.requireAdmission(tournamentId, token, sessionId, now, purpose)
}

/** Tells the room a purchase used the admission: it ends, and another purchase queues again. */
export async function admissionUsed(app: FastifyInstance, request: AdmissionRequest): Promise<void> {
  const { tournamentId, token, sessionId, now, purpose } = request
  await app.waitingRoom.admissionUsed(tournamentId, token, sessionId, now, purpose)
}
