import type { createClient } from 'redis'
import { ADMITTED_SCRIPT, CHECK_SCRIPT, END_SCRIPT } from './redis-scripts'
import {
  burstOf,
  STALE_AFTER_MS,
  type AdmissionQuery,
  type CheckInput,
  type CheckResult,
  type WaitingRoomStore,
} from './store'

type RedisClient = ReturnType<typeof createClient>

/** How long the start waits for Redis before failing (as the socket.io adapter does, server/plugins/socket.ts). */
const CONNECT_TIMEOUT_MS = 5_000

/** The URL without its password, for messages. */
const redactUrl = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')

/**
 * The room shared by every node through one Redis: each call is one script run atomically on the Redis server, so
 * tokens issued on any node get one global order and the rate is counted once for the cluster. Scripts are loaded once
 * and called by their SHA (a Redis restart forgets them: then they are sent again).
 */
export class RedisWaitingRoomStore implements WaitingRoomStore {
  private readonly shas = new Map<string, string>()

  private constructor(
    private readonly client: RedisClient,
    private readonly keyPrefix: string,
  ) {}

  /** Connects (the library loads only on a node configured with REDIS_URL); fails the start if Redis is silent. */
  static async connect(url: string, keyPrefix: string, onError: (error: Error) => void) {
    const { createClient } = await import('redis')
    const client: RedisClient = createClient({ url })
    let lastError: Error | undefined
    let connected = false
    // node-redis reports reconnect failures as 'error' events, which would kill the process if nobody listened.
    client.on('error', (error: Error) => (connected ? onError(error) : (lastError = error)))
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CONNECT_TIMEOUT_MS)
    })
    try {
      await Promise.race([client.connect(), timeout])
    } catch (error) {
      client.destroy()
      throw new Error(`Redis at ${redactUrl(url)} did not answer: ${(lastError ?? (error as Error)).message}`)
    } finally {
      clearTimeout(timer)
    }
    connected = true
    return new RedisWaitingRoomStore(client, keyPrefix)
  }

  private room(id: string) {
    return `${this.keyPrefix}{wr:${id}}:`
  }

  private async run(script: string, keys: string[], args: string[]): Promise<unknown> {
    let sha = this.shas.get(script)
    if (!sha) {
      sha = await this.client.scriptLoad(script)
      this.shas.set(script, sha)
    }
    try {
      return await this.client.evalSha(sha, { keys, arguments: args })
    } catch (error) {
      if (!(error as Error).message.startsWith('NOSCRIPT')) throw error
      this.shas.delete(script)
      return this.client.eval(script, { keys, arguments: args })
    }
  }

  async check(input: CheckInput): Promise<CheckResult> {
    const room = this.room(input.roomId)
    const { admitPerMinute, admissionMs } = input.policy
    const reply = (await this.run(
      CHECK_SCRIPT,
      [`${room}q`, `${room}seen`, `${room}bucket`, `${room}seq`],
      [
        room,
        input.token ?? '',
        input.sessionId,
        String(input.now),
        String(admitPerMinute),
        String(admissionMs),
        String(STALE_AFTER_MS),
        input.freshToken,
        String(burstOf(admitPerMinute)),
      ],
    )) as string[]
    const [kind, token, value] = reply
    if (kind === 'foreign') return { kind: 'foreign' }
    if (kind === 'admitted') return { kind: 'admitted', token: token!, admittedUntil: Number(value) }
    return { kind: 'waiting', token: token!, position: Number(value) }
  }

  async isAdmitted(query: AdmissionQuery): Promise<boolean> {
    const room = this.room(query.roomId)
    const args = [room, query.token, query.sessionId, String(query.now)]
    return (await this.run(ADMITTED_SCRIPT, [`${room}q`], args)) === 1
  }

  async endAdmission(query: AdmissionQuery): Promise<void> {
    const room = this.room(query.roomId)
    await this.run(END_SCRIPT, [`${room}q`], [room, query.token, query.sessionId])
  }

  async close(): Promise<void> {
    await this.client.close()
  }
}
