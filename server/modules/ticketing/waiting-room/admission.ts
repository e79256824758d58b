import type { FastifyInstance } from 'fastify'

/**
 * The purchase's question to the waiting room (docs/requirements/ticketing.md#tkt-8): while the room of a tournament
 * is on, a purchase needs an admission token bound to the buyer's session. Throws 403 QUEUE_TOKEN_REQUIRED otherwise.
 *
 * INTEGRATION SEAM (issue 21): the room itself (GET /api/netfunnerl/check, memory or Redis) lands on the `rush`
 * branch, which replaces this body; until then no room is ever on.
 */
export interface AdmissionRequest {
  tournamentId: number
  sessionId: string
  token: string | null
  now: Date
}

export async function requireAdmission(_app: FastifyInstance, _request: AdmissionRequest): Promise<void> {}

/** Tells the room a purchase used the admission (so the buyer's slot can go to the next in line). */
export async function admissionUsed(_app: FastifyInstance, _request: AdmissionRequest): Promise<void> {}
