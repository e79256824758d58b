/**
 * The waiting room's queue, behind one interface with two stores (docs/decisions/0078-ticket-waiting-room.md):
 * memory for one node, Redis for every node of a cluster. The rules live in the callers' arguments (rate, lifetimes)
 * and in the shared arithmetic below, so both stores answer alike.
 */
import type { QueuePurpose } from '@contract/tickets'

/** The association's settings of one room, as the store needs them. */
export interface RoomPolicy {
  admitPerMinute: number
  /** How long an admission stays good (the room's admissionMinutes). */
  admissionMs: number
}

export interface CheckInput {
  /** roomKey(): one room per tournament and purpose. */
  roomId: string
  /** The token the caller showed, if any. */
  token: string | null
  sessionId: string
  /** The app's clock in epoch ms (tests move it). */
  now: number
  /** A fresh random token, used only if the caller gets a new place. */
  freshToken: string
  policy: RoomPolicy
}

export type CheckResult =
  | { kind: 'waiting'; token: string; position: number }
  | { kind: 'admitted'; token: string; admittedUntil: number }
  /** The token is bound to another session. */
  | { kind: 'foreign' }

export interface AdmissionQuery {
  roomId: string
  token: string
  sessionId: string
  now: number
}

export interface WaitingRoomStore {
  /** Keeps the caller's place (or gives a new one at the back), admits whoever the rate allows, answers the place. */
  check(input: CheckInput): Promise<CheckResult>
  /** True when `token` is admitted, bound to `sessionId` and not expired at `now`. */
  isAdmitted(query: AdmissionQuery): Promise<boolean>
  /** Ends an admission a purchase used (only the session it is bound to can end it). */
  endAdmission(query: AdmissionQuery): Promise<void>
  close(): Promise<void>
}

/**
 * A room is a tournament's line for one purpose (contract/tickets.ts QueuePurpose): the ticket sale and the
 * tournament's applications queue apart, so their keys differ in memory and in Redis
 * (docs/requirements/tournament-applications.md#app-10).
 */
export const roomKey = (tournamentId: number, purpose: QueuePurpose) =>
  purpose === 'tickets' ? String(tournamentId) : `${tournamentId}:${purpose}`

/** A waiting token that has not polled for this long loses its place (abandoned tabs do not block the line). */
export const STALE_AFTER_MS = 60_000

/** At most this many seconds' worth of admissions can build up while nobody waits (the burst after a quiet spell). */
export const BURST_SECONDS = 10

/** The bucket's ceiling: BURST_SECONDS of the rate, and at least one admission. */
export const burstOf = (admitPerMinute: number) => Math.max(1, (admitPerMinute * BURST_SECONDS) / 60)

/**
 * The token bucket: admissions earned since `at` at the room's rate, capped at the burst. A new room starts with one
 * credit, so the first buyer into an empty room walks straight in.
 */
export function refill(credit: number, at: number, now: number, admitPerMinute: number): number {
  if (now <= at) return credit
  return Math.min(burstOf(admitPerMinute), credit + ((now - at) * admitPerMinute) / 60_000)
}

/** Seconds until a buyer with `position` others ahead is let in, at the room's rate. */
export const estimatedWaitSeconds = (position: number, admitPerMinute: number) =>
  Math.ceil(((position + 1) * 60) / admitPerMinute)

/**
 * When the browser should check again: a quarter of the expected wait, between 1 and 10 seconds. Close to the front it
 * polls every second; far back it polls rarely, which keeps a rush of thousands cheap. Always well under
 * STALE_AFTER_MS, so a buyer who keeps the page open never loses the place.
 */
export const retryAfterMs = (waitSeconds: number) => Math.min(10_000, Math.max(1_000, waitSeconds * 250))
