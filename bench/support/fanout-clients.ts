/**
 * One client process of bench/live-fanout.ts: opens `count` socket.io clients (websocket only, one
 * connection each, as `count` browsers would), joins them to the game's room at the latest version
 * asking for compressed patches as the portal does, notes when each has inflated each patch, and
 * reports those times to the parent over IPC. Clients live in other processes than the server so the
 * server's event loop and heap are its own.
 */
import { inflateRawSync } from 'node:zlib'
import type { LeaderboardPatch } from '@contract/leaderboard'
import {
  LIVE_NAMESPACE,
  type LiveAck,
  type LiveClientToServerEvents,
  type LiveServerToClientEvents,
} from '@contract/live-events'
import { dictionaryBytes, PATCH_ENCODING, ZPATCH_EVENT } from '@contract/live-patch-deflate'
import { io, type Socket } from 'socket.io-client'
import type { ClientsConfig, FromClients, ToClients } from './fanout-messages'

type LiveClient = Socket<LiveServerToClientEvents, LiveClientToServerEvents>

/** Opening handshakes in flight at once: more only fills the server's accept backlog. */
const CONNECT_CONCURRENCY = 200
const RECEIPT_WAIT_MS = 30_000

const dictionary = Buffer.from(dictionaryBytes())
const send = (message: FromClients) => process.send?.(message)
const epochNow = () => performance.timeOrigin + performance.now()

if (!process.send) {
  console.error('fanout-clients.ts is started by bench/live-fanout.ts (it needs an IPC channel)')
  process.exit(2)
}

const config = JSON.parse(process.env.FANOUT_CLIENTS ?? '{}') as ClientsConfig
const sockets: LiveClient[] = []
const receipts = new Map<number, number[]>()
let firstError: string | undefined

async function open(): Promise<boolean> {
  const socket: LiveClient = io(`${config.url}${LIVE_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    // Without it every client would share one multiplexed connection: one browser, not thousands.
    forceNew: true,
    timeout: 60_000,
  })
  // A browser inflates with its own native code; zlib's is the Node equivalent.
  socket.on(ZPATCH_EVENT, (_gameId, deflated) => {
    const patch = JSON.parse(
      inflateRawSync(Buffer.from(deflated, 'base64'), { dictionary }).toString(),
    ) as LeaderboardPatch
    const at = epochNow()
    const list = receipts.get(patch.to) ?? []
    list.push(at)
    receipts.set(patch.to, list)
  })
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    })
    const ack = (await socket
      .timeout(60_000)
      .emitWithAck('join', { gameId: config.gameId, version: config.version, encoding: PATCH_ENCODING })) as LiveAck
    if (!ack.ok) throw new Error(ack.message)
    sockets.push(socket)
    return true
  } catch (error) {
    firstError ??= (error as Error).message
    socket.disconnect()
    return false
  }
}

async function openAll(): Promise<void> {
  const started = performance.now()
  let next = 0
  let failed = 0
  const opener = async () => {
    while (next < config.count) {
      next++
      if (!(await open())) failed++
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, config.count) }, opener))
  send({
    kind: 'ready',
    connected: sockets.length,
    failed,
    connectMs: performance.now() - started,
    ...(firstError ? { firstError } : {}),
  })
}

async function report(version: number): Promise<void> {
  const deadline = Date.now() + RECEIPT_WAIT_MS
  while ((receipts.get(version)?.length ?? 0) < sockets.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const times = receipts.get(version) ?? []
  send({ kind: 'receipts', version, times, missing: sockets.length - times.length })
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'report') void report(message.version)
  if (message.kind === 'close') {
    for (const socket of sockets) socket.disconnect()
    process.disconnect()
  }
})

await openAll()
