/**
 * Bytes a viewer of a live game receives in one hour: the push feed (socket.io patches plus the
 * worker's conditional poll every 3 minutes, answered 304) against polling the whole board every
 * 3 minutes. The hour is played by the simulator's own tick on the full demo (its game in
 * progress), so patch sizes and board sizes are those a real viewer would see; every HTTP figure
 * is the bytes the server actually wrote (status line + headers + body). Patches are measured as the
 * socket.io frames that carry them: the portal's `leaderboard:zpatch` (the patch deflated against the
 * feed's dictionary, docs/decisions/0033), beside the plain JSON `leaderboard:patch` a partner's client
 * gets and the per-connection permessage-deflate the feed used before.
 */
import { constants, createDeflateRaw, gzipSync } from 'node:zlib'
import { LIVE_NAMESPACE } from '@contract/live-events'
import type { LeaderboardPatch } from '@contract/leaderboard'
import type { LeaderboardRow } from '@domain/scoring/types'
import { seoulFormatter } from '@domain/time'
import { count, eq } from 'drizzle-orm'
import { entries } from '../server/db/schema/index'
import { ZPATCH_EVENT } from '@contract/live-patch-deflate'
import { deflateFeed } from '../server/modules/live/feed-deflate'
import { simulationStart } from '../server/simulator/clock'
import { simulateTick } from '../server/simulator/tick'
import { quantile, startLiveNode } from './support/live-app'
import { rawGet, type RawResponse } from './support/raw-http'

const POLL_MINUTES = 3
const HOUR_MINUTES = 60
/** engine.io's default pingInterval (socket.io 4): the server pings every open connection this often. */
const PING_INTERVAL_S = 25
const TARGET_RATIO = 1 / 20
/** connectionStateRecovery appends each room broadcast's offset (a yeast id, `,"PZ5kZhU.1"` at most). */
const OFFSET_ID_BYTES = ',"PZ5kZhU.1"'.length

/** The per-connection permessage-deflate the feed used before (docs/decisions/0019), for comparison. */
const FORMER_DEFLATE = { windowBits: 10, memLevel: 2, level: 1 } as const

/**
 * A row patch of a held row carrying at most its position or rank: moved by someone else's score (or only reordered).
 */
const onlyPlace = (patch: object) =>
  Object.keys(patch).every((key) => key === 'playerId' || key === 'position' || key === 'rank')

/** A server → client WebSocket frame: 2 header bytes, 2 or 8 more for longer payloads (no mask). */
const wsFrameBytes = (payload: number) => payload + (payload < 126 ? 2 : payload < 65_536 ? 4 : 10)

/** socket.io's text encoding of an event on a namespace: `42/live,["event",{...}]`. */
const socketIoFrame = (event: string, ...args: unknown[]) => `42${LIVE_NAMESPACE},${JSON.stringify([event, ...args])}`

/** The response as a gzip-serving server would write it: compressed body, content-encoding added. */
function gzipped(res: RawResponse): number {
  const body = gzipSync(res.body).length
  const length = res.headers.get('content-length') ?? ''
  return res.head.length - length.length + String(body).length + 'content-encoding: gzip\r\n'.length + body
}

/** BENCH_TRACE=1 shows progress on stderr (seeding the full demo takes a while on a busy machine). */
const trace = (what: string) => {
  if (process.env.BENCH_TRACE) console.error(`${new Date().toISOString()} ${what}`)
}
// The default rate limit, so the rate-limit headers are the ones a viewer gets (60 requests stay far below it).
const node = await startLiveNode('full')
trace('seeded')
try {
  const gameId = node.game.id
  const [field] = await node.db.select({ n: count() }).from(entries).where(eq(entries.tournamentId, gameId))
  const start = await simulationStart(node.db, new Date())
  const board = `/api/game/${gameId}/leaderboard`

  const patchFrames: number[] = []
  const patchRows: number[] = []
  const zpatchFrames: number[] = []
  const frameTexts: string[] = []
  const held = new Map<number, LeaderboardRow>()
  let rippleBytes = 0
  let boardBytes = 0
  let boardsSent = 0
  const onPatch = (patch: LeaderboardPatch) => {
    if (patch.gameId !== gameId) return
    // Row patches: changed fields only, merged over the held row (a player new to the board comes whole).
    for (const row of patch.rows) {
      const before = held.get(row.playerId)
      if (before && onlyPlace(row) && patch.from !== 0) rippleBytes += Buffer.byteLength(JSON.stringify(row)) + 1
      held.set(row.playerId, { ...before, ...row } as LeaderboardRow)
    }
    // The game's first stored version is patched from nothing (every row): once per game, not hourly.
    if (patch.from === 0) return
    if (patch.board) {
      boardsSent++
      boardBytes += Buffer.byteLength(JSON.stringify(patch.board)) + ',"board":'.length
    }
    const text = socketIoFrame('leaderboard:patch', patch)
    const frame = Buffer.byteLength(text) + OFFSET_ID_BYTES
    patchFrames.push(wsFrameBytes(frame))
    frameTexts.push(text)
    // What a portal page receives: the same patch, deflated once for the room.
    zpatchFrames.push(
      wsFrameBytes(Buffer.byteLength(socketIoFrame(ZPATCH_EVENT, gameId, deflateFeed(patch))) + OFFSET_ID_BYTES),
    )
    patchRows.push(patch.rows.length)
  }
  const polls: Array<{ whole: RawResponse; workerPoll: RawResponse; notModified: RawResponse }> = []
  for (let minute = 1; minute <= HOUR_MINUTES; minute++) {
    await simulateTick(node.db, new Date(start.getTime() + minute * 60_000), { onPatch })
    trace(`minute ${minute}: ${patchFrames.length} patches`)
    if (minute % POLL_MINUTES !== 0) continue
    const whole = await rawGet(node.base, board)
    const version = (JSON.parse(whole.body.toString()) as { version: number }).version
    const etag = whole.headers.get('etag') ?? ''
    // What workers/live-scores/poller.ts sends once pushes have kept it at the latest version.
    const workerPoll = await rawGet(node.base, `${board}?since=${version}`, {
      'If-None-Match': etag,
      LanguageCode: 'ko',
    })
    const notModified = await rawGet(node.base, board, { 'If-None-Match': etag })
    if (workerPoll.status !== 304 || notModified.status !== 304)
      throw new Error(`expected 304s, got ${workerPoll.status} and ${notModified.status}`)
    polls.push({ whole, workerPoll, notModified })
  }

  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  const pushBytes = sum(patchFrames)
  const zpatchPush = sum(zpatchFrames)
  // The former design: each frame through the connection's own deflate stream, context kept.
  const formerSizes = (await deflateWithContext(frameTexts)).map((b) => wsFrameBytes(b + OFFSET_ID_BYTES))
  const formerPush = sum(formerSizes)
  const pings = Math.floor((HOUR_MINUTES * 60) / PING_INTERVAL_S)
  const pingBytes = pings * wsFrameBytes(1)
  const workerBytes = sum(polls.map((p) => p.workerPoll.head.length + p.workerPoll.body.length))
  const pushTotal = zpatchPush + pingBytes + workerBytes
  const median = (xs: number[]) =>
    quantile(
      [...xs].sort((a, b) => a - b),
      0.5,
    )
  const pollPlain = sum(polls.map((p) => p.whole.head.length + p.whole.body.length))
  const pollGzip = sum(polls.map((p) => gzipped(p.whole)))
  const rows = [...patchRows].sort((a, b) => a - b)
  const last = polls[polls.length - 1]!
  const seoul = (d: Date) => seoulFormatter('en', { dateStyle: 'short', timeStyle: 'short' }).format(d)

  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
  const line = (label: string, figure: string, note = '') =>
    console.log(`${label.padEnd(52)}${figure.padStart(12)}  ${note}`)
  console.log(
    `live hour: game ${gameId} (full demo), field ${field!.n} players, round ${node.game.currentRound}, simulated ` +
      `${seoul(start)} → +${HOUR_MINUTES} min (Seoul)`,
  )
  console.log(
    `${patchFrames.length} patches in the hour (the game's first, from version 0 with every row, left out); row ` +
      `patches per patch p50 ${quantile(rows, 0.5)}, p95 ${quantile(rows, 0.95)}, max ${rows.at(-1)}; board ` +
      `${last.whole.body.length} B of JSON`,
  )
  console.log(
    `one 304: ${last.workerPoll.head.length} B to the worker's ?since=latest + If-None-Match ` +
      `(${last.workerPoll.headers.size} headers, ` +
      `${last.workerPoll.headers.get('content-security-policy')?.length ?? 0} B of them CSP); ` +
      `${last.notModified.head.length} B to If-None-Match alone\n`,
  )
  line(
    'leaderboard:patch frames, JSON (a plain client)',
    kb(pushBytes),
    `${patchFrames.length} frames, median ${median(patchFrames)} B`,
  )
  line(
    '  of which row patches of position/rank alone',
    kb(rippleBytes),
    `${((100 * rippleBytes) / pushBytes).toFixed(0)}% (other scores moved them)`,
  )
  line(
    '  of which board-wide state (only when it changed)',
    kb(boardBytes),
    `${boardsSent} of ${patchFrames.length} patches carry it`,
  )
  line(
    '  former: permessage-deflate per connection',
    kb(formerPush),
    `median ${median(formerSizes)} B (1 KB window, level 1; each socket compresses every frame)`,
  )
  line(
    'push as sent: leaderboard:zpatch frames (the portal)',
    kb(zpatchPush),
    `median ${median(zpatchFrames)} B (deflated once per room, dictionary, base64)`,
  )
  line(`push: engine.io pings (every ${PING_INTERVAL_S} s)`, kb(pingBytes), `${pings} frames`)
  line(`worker: ${polls.length} conditional polls answered 304`, kb(workerBytes))
  line('push + worker', kb(pushTotal))
  line(
    `polling the whole board every ${POLL_MINUTES} min, uncompressed`,
    kb(pollPlain),
    `${polls.length} × ~${kb(pollPlain / polls.length)}`,
  )
  line(
    `polling the whole board every ${POLL_MINUTES} min, gzip`,
    kb(pollGzip),
    `${polls.length} × ~${kb(pollGzip / polls.length)}`,
  )
  console.log('')
  line(
    'ratio push+worker / polling (uncompressed)',
    `1/${(pollPlain / pushTotal).toFixed(1)}`,
    `= ${(pushTotal / pollPlain).toFixed(3)}   target ≤ 1/20 = ${TARGET_RATIO.toFixed(3)}`,
  )
  line(
    'ratio push+worker / polling (gzip)',
    `1/${(pollGzip / pushTotal).toFixed(1)}`,
    `= ${(pushTotal / pollGzip).toFixed(3)}   target ≤ 1/20 = ${TARGET_RATIO.toFixed(3)}`,
  )
  console.log(
    '\nNot counted on either side: the first board on opening the page, TCP/IP and TLS framing. The push feed of ' +
      'the portal is compressed once per room (contract/live-patch-deflate.ts); the gzip line assumes a proxy ' +
      'compressing HTTP.',
  )
} finally {
  await node.close()
}

/**
 * Bytes of each message under permessage-deflate as ws sends it with context takeover: one raw-deflate
 * stream per connection, each message flushed with Z_SYNC_FLUSH and its trailing 00 00 ff ff dropped,
 * so later frames refer back to earlier ones (keys and shapes repeat from patch to patch).
 */
async function deflateWithContext(texts: readonly string[]): Promise<number[]> {
  const stream = createDeflateRaw(FORMER_DEFLATE)
  let produced = 0
  stream.on('data', (chunk: Buffer) => (produced += chunk.length))
  const sizes: number[] = []
  for (const text of texts) {
    const before = produced
    stream.write(text)
    await new Promise<void>((resolve) => stream.flush(constants.Z_SYNC_FLUSH, () => resolve()))
    sizes.push(produced - before - 4)
  }
  stream.close()
  return sizes
}
