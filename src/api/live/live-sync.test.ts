import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LeaderboardDto } from '@contract/leaderboard'
import type { PageToWorker, WorkerToPage } from '../../../workers/live-scores/messages'
import { board, row, STATE } from '../../../workers/live-scores/test-boards'
import { queryKeys } from '../query-keys'
import type { LiveSocketHandlers } from './live-socket'
import { LiveSync, REORDER_WAIT_MS } from './live-sync'

function setup(language: 'ko' | 'en' = 'ko', first?: LeaderboardDto) {
  const queryClient = new QueryClient()
  const key = queryKeys.games.leaderboard(7, language)
  const v1 = first ?? board(1, [row(1, '김하늘', '1', -5), row(2, '박도윤', '2', -3), row(3, '이서준', '3', -1)])
  queryClient.setQueryData(key, v1)
  const toWorker: PageToWorker[] = []
  let fromWorker: (message: WorkerToPage) => void = () => {}
  let socket: LiveSocketHandlers | undefined
  const applied: Array<{ version: number }> = []
  const sync = new LiveSync({
    queryClient,
    gameId: 7,
    language,
    apiBase: 'http://fairway.test/api',
    paceMs: 180_000,
    hidden: false,
    worker: { post: (m) => toWorker.push(m), listen: (h) => (fromWorker = h), terminate: () => {} },
    connect: (_gameId, handlers) => {
      socket = handlers
      return { close: () => {} }
    },
    onState: () => {},
    onApplied: (version) => applied.push({ version }),
  })
  sync.start()
  return {
    v1,
    sync,
    toWorker,
    applied,
    held: () => queryClient.getQueryData<LeaderboardDto>(key)!,
    socket: () => socket!,
    worker: (message: WorkerToPage) => fromWorker(message),
  }
}

describe('live board merge', () => {
  afterEach(() => vi.useRealTimers())

  it('applies an in-order patch and keeps the unchanged rows as the same objects', () => {
    const s = setup()
    expect(s.socket().version()).toBe(1)
    const moved = { ...s.v1.rows[2]!, position: '2', rank: 2, toPar: -4, thru: '14' }
    const demoted = { ...s.v1.rows[1]!, position: '3', rank: 3 }
    s.socket().onPatch({
      gameId: 7,
      from: 1,
      to: 2,
      board: { ...STATE, currentRound: 2 },
      rows: [moved, demoted],
      at: [1, 2],
      size: 3,
    })
    const held = s.held()
    expect(held.version).toBe(2)
    expect(held.currentRound).toBe(2)
    expect(held.rows.map((r) => r.playerId)).toEqual([1, 3, 2])
    expect(held.rows[0]).toBe(s.v1.rows[0])
    expect(held.rows[1]!.toPar).toBe(-4)
    expect(s.applied).toEqual([{ version: 2 }])
    // The worker follows the pushed patch, so its next poll asks since version 2.
    expect(s.toWorker.at(-1)).toMatchObject({ type: 'pushed', update: { from: 1, to: 2 } })
    expect(s.socket().version()).toBe(2)
  })

  // docs/requirements/officials.md#of-4
  it('takes the suspension from a patch board state and drops it with the next', () => {
    const s = setup()
    const suspension = { reason: 'darkness', round: 1, since: '2026-11-26T09:10:00.000Z' } as const
    s.socket().onPatch({ gameId: 7, from: 1, to: 2, board: { ...STATE, suspension }, rows: [], at: [], size: 3 })
    expect(s.held().suspension).toEqual(suspension)
    s.socket().onPatch({ gameId: 7, from: 2, to: 3, board: STATE, rows: [], at: [], size: 3 })
    expect(s.held().version).toBe(3)
    expect(s.held().suspension).toBeNull()
  })

  it('ignores what it already holds, from the socket or the worker', () => {
    const s = setup()
    const sent = s.toWorker.length
    s.socket().onPatch({
      gameId: 7,
      from: 0,
      to: 1,
      board: STATE,
      rows: [{ ...s.v1.rows[0]!, toPar: 9 }],
      at: [0],
      size: 3,
    })
    s.worker({ type: 'board', board: board(1, [s.v1.rows[2]!, s.v1.rows[1]!, s.v1.rows[0]!]) })
    expect(s.held()).toBe(s.v1)
    expect(s.applied).toEqual([])
    expect(s.toWorker.length).toBe(sent)
  })

  it('waits briefly for a missing version, then asks the worker to poll since the held one', () => {
    vi.useFakeTimers()
    const s = setup()
    s.socket().onPatch({
      gameId: 7,
      from: 3,
      to: 4,
      board: STATE,
      rows: [{ ...s.v1.rows[0]!, toPar: -6 }],
      at: [0],
      size: 3,
    })
    expect(s.held()).toBe(s.v1)
    const sent = s.toWorker.length
    vi.advanceTimersByTime(REORDER_WAIT_MS - 1)
    expect(s.toWorker.length).toBe(sent)
    vi.advanceTimersByTime(1)
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: false })
    // The whole board the worker then posts replaces the held one.
    const v4 = board(4, [{ ...s.v1.rows[0]!, toPar: -6 }, s.v1.rows[1]!, s.v1.rows[2]!])
    s.worker({ type: 'board', board: v4 })
    expect(s.held().version).toBe(4)
    expect(s.held().rows[0]!.toPar).toBe(-6)
  })

  it('applies patches published out of order once the missing one arrives, without polling', () => {
    vi.useFakeTimers()
    const s = setup()
    const sent = s.toWorker.length
    s.socket().onPatch({ gameId: 7, from: 2, to: 3, rows: [{ playerId: 1, toPar: -7 }], at: [0], size: 3 })
    s.socket().onPatch({ gameId: 7, from: 1, to: 2, rows: [{ playerId: 1, toPar: -6 }], at: [0], size: 3 })
    expect(s.held().version).toBe(3)
    expect(s.held().rows[0]!.toPar).toBe(-7)
    expect(s.applied.map((a) => a.version)).toEqual([2, 3])
    vi.advanceTimersByTime(REORDER_WAIT_MS * 2)
    expect(s.toWorker.slice(sent).filter((m) => m.type === 'poll-now')).toEqual([])
  })

  it('believes an older board once a whole-board poll confirms it (the server restarted its versions)', () => {
    const s = setup('ko', board(40, [row(1, '김하늘', '1', -5), row(2, '박도윤', '2', -3)]))
    const restarted = board(3, [row(2, '박도윤', '1', -2), row(1, '김하늘', '2', -1)])
    s.socket().onSnapshot({ gameId: 7, version: 3, board: STATE, rows: restarted.rows })
    expect(s.held().version).toBe(40)
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: true })
    s.worker({ type: 'board', board: restarted })
    expect(s.held().version).toBe(3)
    expect(s.held().rows.map((r) => r.playerId)).toEqual([2, 1])
    // Patches of the restarted versions apply from here on.
    s.socket().onPatch({ gameId: 7, from: 3, to: 4, rows: [{ playerId: 2, toPar: -3 }], at: [0], size: 2 })
    expect(s.held().version).toBe(4)
  })

  it('keeps its board when an older one comes from a slow node and the confirming poll is newer', () => {
    const s = setup('ko', board(40, [row(1, '김하늘', '1', -5), row(2, '박도윤', '2', -3)]))
    s.worker({ type: 'board', board: board(39, [row(1, '김하늘', '1', -4), row(2, '박도윤', '2', -3)]) })
    expect(s.held().version).toBe(40)
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: true })
    s.worker({ type: 'board', board: board(41, [row(1, '김하늘', '1', -6), row(2, '박도윤', '2', -3)]) })
    expect(s.held().version).toBe(41)
    // A later older board is doubted again, not believed at once.
    s.worker({ type: 'board', board: board(2, [row(1, '김하늘', '1', -1)]) })
    expect(s.held().version).toBe(41)
  })

  it('replaces the board with a newer snapshot, keeping the rows that did not change', () => {
    const s = setup()
    const rows = [
      { ...s.v1.rows[1]!, position: '1', rank: 1, toPar: -7 },
      { ...s.v1.rows[0]!, position: '2', rank: 2 },
      { ...s.v1.rows[2]! },
    ]
    s.socket().onSnapshot({ gameId: 7, version: 9, board: STATE, rows })
    const held = s.held()
    expect(held.version).toBe(9)
    expect(held.rows.map((r) => r.name)).toEqual(['박도윤', '김하늘', '이서준'])
    expect(held.rows[2]).toBe(s.v1.rows[2])
    expect(s.toWorker.at(-1)).toMatchObject({ type: 'held', board: { version: 9 } })
  })

  it('keeps the English names it holds when a pushed patch carries Korean ones', () => {
    const english = board(1, [row(1, 'Haneul Kim', '1', -5), row(2, 'Doyun Park', '2', -3)])
    const s = setup('en', english)
    s.socket().onPatch({
      gameId: 7,
      from: 1,
      to: 2,
      board: STATE,
      rows: [{ ...row(2, '박도윤', '1', -6) }, { ...row(1, '김하늘', '2', -5) }],
      at: [0, 1],
      size: 2,
    })
    expect(s.held().rows.map((r) => r.name)).toEqual(['Doyun Park', 'Haneul Kim'])
    expect(s.held().rows[0]!.toPar).toBe(-6)
  })

  it('merges row patches of changed fields only over the held rows and keeps the held board-wide fields', () => {
    const english = {
      ...board(1, [row(1, 'Haneul Kim', '1', -5), row(2, 'Doyun Park', '2', -3), row(3, 'Seojun Lee', '3', -1)]),
      currentRound: 2,
    }
    const s = setup('en', english)
    const held = s.held()
    // Player 2 birdied and took the lead; player 1 only moved; no board-wide change, so no `board`.
    s.socket().onPatch({
      gameId: 7,
      from: 1,
      to: 2,
      rows: [
        { playerId: 2, position: '1', rank: 1, toPar: -6, today: -6 },
        { playerId: 1, position: '2', rank: 2 },
      ],
      at: [0, 1],
      size: 3,
    })
    const next = s.held()
    expect(next.version).toBe(2)
    expect(next.currentRound).toBe(2)
    expect(next.rows.map((r) => `${r.name} ${r.position} ${r.toPar}`)).toEqual([
      'Doyun Park 1 -6',
      'Haneul Kim 2 -5',
      'Seojun Lee 3 -1',
    ])
    expect(next.rows[2]).toBe(held.rows[2])
    expect(s.toWorker.at(-1)).not.toEqual({ type: 'poll-now', full: true })
  })

  it('asks for the whole board when a row patch names a player it does not hold', () => {
    const s = setup()
    s.socket().onPatch({ gameId: 7, from: 1, to: 2, rows: [{ playerId: 9, toPar: -1 }], at: [3], size: 4 })
    expect(s.held()).toBe(s.v1)
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: true })
  })

  it('fetches the whole board in English when a pushed row is a player it has never seen', () => {
    const english = board(1, [row(1, 'Haneul Kim', '1', -5)])
    const s = setup('en', english)
    s.socket().onPatch({
      gameId: 7,
      from: 1,
      to: 2,
      board: STATE,
      rows: [row(9, '정우성', '2', -1)],
      at: [1],
      size: 2,
    })
    expect(s.held().rows.map((r) => r.name)).toEqual(['Haneul Kim', '정우성'])
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: true })
    s.worker({ type: 'board', board: board(2, [row(1, 'Haneul Kim', '1', -5), row(9, 'Woosung Jung', '2', -1)]) })
    expect(s.held().rows.map((r) => r.name)).toEqual(['Haneul Kim', 'Woosung Jung'])
  })

  it('doubts an older board again when the confirming poll fails', () => {
    const s = setup('ko', board(40, [row(1, '김하늘', '1', -5), row(2, '박도윤', '2', -3)]))
    const older = board(2, [row(1, '김하늘', '1', -1)])
    s.worker({ type: 'board', board: older })
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: true })
    s.worker({ type: 'error', message: 'leaderboard answered 503' })
    s.worker({ type: 'board', board: older })
    expect(s.held().version).toBe(40)
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: true })
  })

  it('renames players an English snapshot brings in with Korean names from the whole English board', () => {
    const english = board(1, [row(1, 'Haneul Kim', '1', -5)])
    const s = setup('en', english)
    s.socket().onSnapshot({
      gameId: 7,
      version: 5,
      board: STATE,
      rows: [row(1, '김하늘', '1', -5), row(9, '정우성', '2', -1)],
    })
    expect(s.held().rows.map((r) => r.name)).toEqual(['Haneul Kim', '정우성'])
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: true })
    s.worker({ type: 'board', board: board(5, [row(1, 'Haneul Kim', '1', -5), row(9, 'Woosung Jung', '2', -1)]) })
    expect(s.held().rows.map((r) => r.name)).toEqual(['Haneul Kim', 'Woosung Jung'])
  })

  it('applies the diffs the worker posts and leaves pushed patches for later while paused', () => {
    const s = setup()
    s.sync.setPace(null)
    s.socket().onPatch({
      gameId: 7,
      from: 1,
      to: 2,
      board: STATE,
      rows: [{ ...s.v1.rows[2]!, thru: '7' }],
      at: [2],
      size: 3,
    })
    expect(s.held().version).toBe(1)
    expect(s.toWorker.at(-1)).toEqual({ type: 'pace', paceMs: null })
    s.sync.setPace(60_000)
    s.worker({
      type: 'diff',
      update: { gameId: 7, from: 1, to: 2, board: STATE, rows: [{ ...s.v1.rows[2]!, thru: '7' }], at: [2], size: 3 },
    })
    expect(s.held().version).toBe(2)
    expect(s.held().rows[2]!.thru).toBe('7')
  })

  it('asks the worker to poll at once after the socket reconnects', () => {
    const s = setup()
    s.socket().onReconnect()
    expect(s.toWorker.at(-1)).toEqual({ type: 'poll-now', full: false })
  })
})
