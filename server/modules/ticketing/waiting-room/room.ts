import { randomBytes } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import type { QueueCheckDto, QueuePurpose } from '@contract/tickets'
import type { Clock } from '../../auth/clock'
import { httpError } from '../../../http/http-error'
import type { WaitingRoomSettingsCache } from './settings'
import { estimatedWaitSeconds, retryAfterMs, roomKey, type WaitingRoomStore } from './store'

/** 24 random bytes (192 bits): a token cannot be guessed, and it is worth nothing to another session anyway. */
const newToken = () => randomBytes(24).toString('base64url')

const OFF: QueueCheckDto = {
  state: 'off',
  token: null,
  position: 0,
  estimatedWaitSeconds: 0,
  retryAfterMs: 0,
  admittedUntil: null,
}

const refused = () =>
  httpError(403, ERROR_CODES.QUEUE_TOKEN_REQUIRED, 'This queue token is not valid for this session; wait in the queue')

/**
 * The waiting room of docs/requirements/ticketing.md#tkt-8 (docs/decisions/0078-ticket-waiting-room.md): the
 * association's settings, the queue store (memory or Redis) and the app's clock.
 */
export class WaitingRoom {
  constructor(
    readonly store: WaitingRoomStore,
    readonly settings: WaitingRoomSettingsCache,
    private readonly now: Clock,
  ) {}

  /** GET /api/netfunnerl/check: the caller's place, admitting whoever the rate allows on the way. */
  async check(
    tournamentId: number,
    token: string | null,
    sessionId: string,
    purpose: QueuePurpose = 'tickets',
  ): Promise<QueueCheckDto> {
    const settings = await this.settings.get(tournamentId, purpose)
    if (!settings.enabled) return OFF
    const result = await this.store.check({
      roomId: roomKey(tournamentId, purpose),
      token,
      sessionId,
      now: this.now().getTime(),
      freshToken: newToken(),
      policy: { admitPerMinute: settings.admitPerMinute, admissionMs: settings.admissionMinutes * 60_000 },
    })
    if (result.kind === 'foreign') throw refused()
    if (result.kind === 'admitted') {
      const admittedUntil = new Date(result.admittedUntil).toISOString()
      return { ...OFF, state: 'admitted', token: result.token, admittedUntil }
    }
    const wait = estimatedWaitSeconds(result.position, settings.admitPerMinute)
    return {
      state: 'waiting',
      token: result.token,
      position: result.position,
      estimatedWaitSeconds: wait,
      retryAfterMs: retryAfterMs(wait),
      admittedUntil: null,
    }
  }

  /** Passes when the room is off, or when `token` is admitted, unexpired and bound to the session; else 403. */
  async requireAdmission(
    tournamentId: number,
    token: string | null,
    sessionId: string,
    now: Date,
    purpose: QueuePurpose = 'tickets',
  ): Promise<void> {
    const settings = await this.settings.get(tournamentId, purpose)
    if (!settings.enabled) return
    const query = { roomId: roomKey(tournamentId, purpose), token: token ?? '', sessionId, now: now.getTime() }
    if (!token || !(await this.store.isAdmitted(query))) throw refused()
  }

  /** A purchase used the admission: it ends, and the session queues again for another purchase. */
  async admissionUsed(
    tournamentId: number,
    token: string | null,
    sessionId: string,
    now: Date,
    purpose: QueuePurpose = 'tickets',
  ): Promise<void> {
    if (!token) return
    await this.store.endAdmission({ roomId: roomKey(tournamentId, purpose), token, sessionId, now: now.getTime() })
  }
}
