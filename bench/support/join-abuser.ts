/**
 * The abusing client of bench/live-join-abuse.ts: one client that sends `join`s as fast as its socket
 * takes them, ignoring every refusal, and opens a new connection whenever the server closes one.
 * Its joins cycle through what costs a server most: the whole board compressed, a patch from an old
 * version, a game it has not joined yet (a cache load, until the room cap), an id past int4.
 */
import { LIVE_NAMESPACE, type LiveAck } from '@contract/live-events'
import { PATCH_ENCODING } from '@contract/live-patch-deflate'
import { io, type Socket } from 'socket.io-client'
import type { AbuseCounts, AbuserConfig, FromAbuser, ToAbuser } from './abuse-messages'

/** Joins written per turn of the event loop: enough to flood, few enough to notice a closed socket. */
const BATCH = 20

if (!process.send) {
  console.error('join-abuser.ts is started by bench/live-join-abuse.ts (it needs an IPC channel)')
  process.exit(2)
}
const config = JSON.parse(process.env.JOIN_ABUSER ?? '{}') as AbuserConfig
const send = (message: FromAbuser) => process.send?.(message)
const counts: AbuseCounts = { sent: 0, answers: {}, connections: 0, closedByServer: 0, ms: 0 }
const started = performance.now()
let stopped = false
let reached = false

const payload = (n: number): unknown => {
  const old = config.oldVersions[n % config.oldVersions.length]!
  switch (n % 4) {
    case 0:
      return { gameId: config.gameId, version: 0, encoding: PATCH_ENCODING }
    case 1:
      return { gameId: config.gameId, version: old }
    case 2:
      return { gameId: 1 + (n % 997), version: old }
    default:
      return { gameId: 2 ** 40, version: old }
  }
}
const onAnswer = (answer: LiveAck) => {
  const key = answer.ok ? 'ok' : answer.code
  counts.answers[key] = (counts.answers[key] ?? 0) + 1
}

async function flood(): Promise<void> {
  const socket: Socket = io(`${config.url}${LIVE_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  counts.connections++
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' || reason.startsWith('transport')) counts.closedByServer++
  })
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve)
    socket.once('connect_error', () => resolve())
  })
  while (socket.connected && !stopped) {
    for (let i = 0; i < BATCH; i++) socket.emit('join', payload(counts.sent++), onAnswer)
    if (!reached && counts.sent >= config.joins) {
      reached = true
      send({ kind: 'reached', counts: { ...counts, ms: performance.now() - started } })
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  socket.disconnect()
}

process.on('message', (message: ToAbuser) => {
  if (message.kind === 'stop') stopped = true
})
// The benchmark gone (ended or failed): stop too.
process.on('disconnect', () => {
  stopped = true
})

send({ kind: 'started' })
while (!stopped) await flood()
send({ kind: 'stopped', counts: { ...counts, ms: performance.now() - started } })
if (process.connected) process.disconnect()
