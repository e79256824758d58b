import {
  refill,
  STALE_AFTER_MS,
  type AdmissionQuery,
  type CheckInput,
  type CheckResult,
  type WaitingRoomStore,
} from './store'

interface Entry {
  token: string
  sessionId: string
  seq: number
  lastSeen: number
  /** Epoch ms; null while waiting. */
  admittedUntil: number | null
}

/** One tournament's room on this node. */
class Room {
  seq = 0
  credit = 1
  at: number | null = null
  lastSweep = Number.NEGATIVE_INFINITY
  readonly tokens = new Map<string, Entry>()
  /** The session's one live token in this room (a reload keeps the place). */
  readonly bySession = new Map<string, string>()
  /** Waiting entries in arrival order (ascending seq), so a place is a binary search. */
  waiting: Entry[] = []

  forget(entry: Entry) {
    this.tokens.delete(entry.token)
    if (this.bySession.get(entry.sessionId) === entry.token) this.bySession.delete(entry.sessionId)
  }

  /** Drops waiting tokens that stopped polling and admissions that ran out; at most once a second of app time. */
  sweep(now: number) {
    if (now - this.lastSweep < 1_000 && now >= this.lastSweep) return
    this.lastSweep = now
    const staleBefore = now - STALE_AFTER_MS
    this.waiting = this.waiting.filter((entry) => {
      if (entry.lastSeen >= staleBefore) return true
      this.forget(entry)
      return false
    })
    for (const entry of this.tokens.values()) {
      if (entry.admittedUntil !== null && entry.admittedUntil <= now) this.forget(entry)
    }
  }

  /** The entry behind `token` if it is still live at `now`. */
  live(token: string | null, now: number): Entry | null {
    const entry = token ? this.tokens.get(token) : undefined
    if (!entry) return null
    if (entry.admittedUntil !== null ? entry.admittedUntil <= now : entry.lastSeen < now - STALE_AFTER_MS) return null
    return entry
  }

  positionOf(entry: Entry): number {
    let low = 0
    let high = this.waiting.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.waiting[mid]!.seq < entry.seq) low = mid + 1
      else high = mid
    }
    return low
  }
}

/**
 * The room in this process's memory: right for one node (the default), wrong for several (each would run its own line
 * and its own rate), which is what the Redis store is for.
 */
export class MemoryWaitingRoomStore implements WaitingRoomStore {
  private readonly rooms = new Map<string, Room>()

  private room(id: string): Room {
    let room = this.rooms.get(id)
    if (!room) {
      room = new Room()
      this.rooms.set(id, room)
    }
    return room
  }

  async check(input: CheckInput): Promise<CheckResult> {
    const { now, sessionId, policy } = input
    const room = this.room(input.roomId)
    room.sweep(now)
    let entry = room.live(input.token, now)
    if (entry && entry.sessionId !== sessionId) return { kind: 'foreign' }
    entry ??= room.live(room.bySession.get(sessionId) ?? null, now)
    if (!entry) {
      room.seq += 1
      entry = { token: input.freshToken, sessionId, seq: room.seq, lastSeen: now, admittedUntil: null }
      room.tokens.set(entry.token, entry)
      room.bySession.set(sessionId, entry.token)
      room.waiting.push(entry)
    }
    entry.lastSeen = Math.max(entry.lastSeen, now)

    room.credit = refill(room.credit, room.at ?? now, now, policy.admitPerMinute)
    room.at = Math.max(room.at ?? now, now)
    const admitted = room.waiting.splice(0, Math.floor(room.credit))
    for (const head of admitted) head.admittedUntil = now + policy.admissionMs
    room.credit -= admitted.length

    if (entry.admittedUntil !== null)
      return { kind: 'admitted', token: entry.token, admittedUntil: entry.admittedUntil }
    return { kind: 'waiting', token: entry.token, position: room.positionOf(entry) }
  }

  async isAdmitted(query: AdmissionQuery): Promise<boolean> {
    const entry = this.rooms.get(query.roomId)?.live(query.token, query.now)
    return entry?.sessionId === query.sessionId && entry.admittedUntil !== null
  }

  async endAdmission(query: AdmissionQuery): Promise<void> {
    const room = this.rooms.get(query.roomId)
    const entry = room?.tokens.get(query.token)
    if (room && entry?.sessionId === query.sessionId && entry.admittedUntil !== null) room.forget(entry)
  }

  async close(): Promise<void> {
    this.rooms.clear()
  }
}
