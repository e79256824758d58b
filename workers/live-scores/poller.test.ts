import { describe, expect, it } from 'vitest'
import type { LeaderboardDto } from '@contract/leaderboard'
import type { PollerConfig, WorkerToPage } from './messages'
import { LeaderboardPoller } from './poller'
import { board, row, STATE } from './test-boards'

const PACE = 180_000

/** A fake clock, a scripted server and the posted messages. */
function setup(config: Partial<PollerConfig> = {}) {
  const timers: Array<{ run: () => void; ms: number; id: number }> = []
  let nextId = 1
  const requests: Array<{ url: string; headers: Record<string, string> }> = []
  const answers: Array<() => Response> = []
  const posted: WorkerToPage[] = []
  const poller = new LeaderboardPoller(
    { apiBase: 'http://fairway.test/api', gameId: 7, language: 'ko', paceMs: PACE, hidden: false, ...config },
    {
      fetch: async (url, init) => {
        requests.push({ url, headers: init.headers as Record<string, string> })
        const answer = answers.shift()
        if (!answer) throw new Error(`unexpected request ${url}`)
        return answer()
      },
      setTimeout: (run, ms) => {
        const id = nextId++
        timers.push({ run, ms, id })
        return id
      },
      clearTimeout: (id) => {
        const i = timers.findIndex((t) => t.id === id)
        if (i >= 0) timers.splice(i, 1)
      },
      post: (message) => posted.push(message),
    },
  )
  return {
    poller,
    requests,
    posted,
    timers,
    answer: (body: unknown, etag = '"7-x"', status = 200) =>
      answers.push(() =>
        status === 200
          ? Response.json(body, { headers: { ETag: etag } })
          : new Response(null, { status, headers: { ETag: etag } }),
      ),
    /** Fires the pending timer and waits for the poll it starts. */
    async tick() {
      const timer = timers.shift()
      if (!timer) throw new Error('no timer pending')
      timer.run()
      await flush()
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const v1: LeaderboardDto = board(1, [row(1, '김하늘', '1', -5), row(2, '박도윤', '2', -3), row(3, '이서준', '3', -1)])

describe('live-scores poller', () => {
  it('waits the pace, asks since the held version with its ETag, and posts only the rows that changed', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    expect(s.timers.map((t) => t.ms)).toEqual([PACE])
    expect(s.requests).toHaveLength(0)

    const v2 = board(
      2,
      [row(3, '이서준', '1', -6, '12'), v1.rows[0]!, v1.rows[1]!].map((r, i) => ({
        ...r,
        position: String(i + 1),
        rank: i + 1,
      })),
    )
    s.answer(v2, '"7-2"')
    await s.tick()
    expect(s.requests[0]!.url).toBe('http://fairway.test/api/game/7/leaderboard?since=1')
    expect(s.requests[0]!.headers.LanguageCode).toBe('ko')
    const diff = s.posted[0]
    expect(diff?.type).toBe('diff')
    if (diff?.type !== 'diff') return
    expect(diff.update).toMatchObject({ gameId: 7, from: 1, to: 2, size: 3 })
    // Everybody moved one place, so all three positions changed; the leader's row is new.
    expect(diff.update.rows.map((r) => r.playerId)).toEqual([3, 1, 2])
    expect(diff.update.at).toEqual([0, 1, 2])

    // Next poll carries the ETag of the board now held.
    s.answer(null, '"7-2"', 304)
    await s.tick()
    expect(s.requests[1]!.headers['If-None-Match']).toBe('"7-2"')
    expect(s.requests[1]!.url).toMatch(/since=2$/)
    expect(s.posted[1]).toEqual({ type: 'unchanged', version: 2 })
    expect(s.timers.map((t) => t.ms)).toEqual([PACE])
  })

  it('applies a since-patch of row patches to its board and posts only the changed fields', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    const changed = { playerId: v1.rows[2]!.playerId, toPar: -2, today: -2 }
    // No board-wide fields: they did not change, the held ones stay.
    s.answer({ kind: 'patch', gameId: 7, from: 1, to: 4, rows: [changed], at: [2], size: 3 })
    await s.tick()
    expect(s.posted).toEqual([
      { type: 'diff', update: { gameId: 7, from: 1, to: 4, rows: [changed], at: [2], size: 3 } },
    ])
    s.answer(null, '"7-4"', 304)
    await s.tick()
    expect(s.requests[1]!.url).toMatch(/since=4$/)
  })

  it('posts the board-wide fields only when they changed', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    const next = { ...STATE, currentRound: 2 }
    s.answer({ kind: 'patch', gameId: 7, from: 1, to: 2, board: next, rows: [], at: [], size: 3 })
    await s.tick()
    expect(s.posted).toEqual([
      { type: 'diff', update: { gameId: 7, from: 1, to: 2, board: next, rows: [], at: [], size: 3 } },
    ])
  })

  it('refuses a row patch of a player it does not hold and starts again from the whole board', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    s.answer({ kind: 'patch', gameId: 7, from: 1, to: 2, rows: [{ playerId: 999, toPar: 1 }], at: [3], size: 4 })
    const v2 = { ...v1, version: 2 }
    s.answer(v2, '"7-2"')
    await s.tick()
    await s.tick()
    expect(s.requests.slice(0, 2).map((r) => r.url)).toEqual([
      'http://fairway.test/api/game/7/leaderboard?since=1',
      'http://fairway.test/api/game/7/leaderboard',
    ])
    expect(s.posted.filter((m) => m.type === 'diff')).toEqual([])
  })

  it('posts the whole board the first time', async () => {
    const s = setup()
    s.poller.start()
    s.answer(v1)
    await s.tick()
    expect(s.requests[0]!.url).toBe('http://fairway.test/api/game/7/leaderboard')
    expect(s.posted).toEqual([{ type: 'board', board: v1 }])
  })

  it('stops polling while the page is hidden and polls at once when it shows again', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    s.poller.setHidden(true)
    expect(s.timers).toHaveLength(0)
    s.answer(null, '"7-1"', 304)
    s.poller.setHidden(false)
    await flush()
    expect(s.requests).toHaveLength(1)
    expect(s.timers.map((t) => t.ms)).toEqual([PACE])
  })

  it('polls now after a reconnect, and from scratch when the page saw a version gap', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    s.answer(null, '"7-1"', 304)
    await s.poller.pollNow(false)
    expect(s.requests[0]!.url).toMatch(/since=1$/)

    const v5 = board(5, v1.rows)
    s.answer(v5)
    await s.poller.pollNow(true)
    expect(s.requests[1]!.url).toBe('http://fairway.test/api/game/7/leaderboard')
    expect(s.requests[1]!.headers['If-None-Match']).toBeUndefined()
    expect(s.posted.at(-1)).toEqual({ type: 'board', board: v5 })
  })

  it('follows the pace the page sets, stops when paused and catches up at once on resume', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    s.poller.setPace(30_000)
    expect(s.timers.map((t) => t.ms)).toEqual([30_000])
    s.poller.setPace(null)
    expect(s.timers).toHaveLength(0)
    s.answer(null, '"7-1"', 304)
    s.poller.setPace(60_000)
    await flush()
    expect(s.requests).toHaveLength(1)
    expect(s.timers.map((t) => t.ms)).toEqual([60_000])
  })

  it('follows the patches the page applied, so it asks since the newest version', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    s.poller.pushed({
      gameId: 7,
      from: 1,
      to: 2,
      board: STATE,
      rows: [{ ...v1.rows[2]!, thru: '5' }],
      at: [2],
      size: 3,
    })
    s.answer(null, '"7-2"', 304)
    await s.tick()
    expect(s.requests[0]!.url).toMatch(/since=2$/)
  })

  it('passes an older whole board to the page without adopting it, and asks since its own version again', async () => {
    const s = setup()
    s.poller.hold(board(40, v1.rows))
    s.poller.start()
    const restarted = board(3, [v1.rows[1]!, v1.rows[0]!])
    s.answer(restarted, '"7-3"')
    await s.tick()
    expect(s.posted).toEqual([{ type: 'board', board: restarted }])
    s.answer(null, '"7-3"', 304)
    await s.tick()
    expect(s.requests[1]!.url).toMatch(/since=40$/)
  })

  it('asks since its new version, not the whole board, when a push moved it on during a poll', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    s.answer({ kind: 'patch', gameId: 7, from: 1, to: 3, rows: [{ playerId: 3, thru: '6' }], at: [2], size: 3 })
    s.answer(null, '"7-3"', 304)
    s.timers.shift()!.run()
    // The socket's patch arrives while the poll is out.
    s.poller.pushed({ gameId: 7, from: 1, to: 2, rows: [{ playerId: 3, thru: '5' }], at: [2], size: 3 })
    await flush()
    await flush()
    expect(s.requests.map((r) => r.url)).toEqual([
      'http://fairway.test/api/game/7/leaderboard?since=1',
      'http://fairway.test/api/game/7/leaderboard?since=2',
    ])
  })

  it('reports a failed poll and keeps polling', async () => {
    const s = setup()
    s.poller.hold(v1)
    s.poller.start()
    s.answer(null, '', 503)
    await s.tick()
    expect(s.posted).toEqual([{ type: 'error', message: 'leaderboard answered 503' }])
    expect(s.timers.map((t) => t.ms)).toEqual([PACE])
  })
})
