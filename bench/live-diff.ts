/**
 * CPU cost of the live board's two pure steps, on 156-player boards whose rows carry 72 hole scores:
 * (a) the worker diffing the board it holds against a freshly polled one (diffBoard), and
 * (b) the main thread applying one patch of 10 changed rows to the board it shows (applyBoardDiff).
 * Both sides are separately parsed copies, as after a fetch or a postMessage: no shared objects.
 */
import { applyBoardDiff, diffBoard } from '@domain/scoring/diff-rows'
import type { LeaderboardDto } from '@contract/leaderboard'
import { QueryClient } from '@tanstack/react-query'
import { mergeUpdate } from '../workers/live-scores/board-merge'
import { FIELD, liveBoard, nextBoard, reparsed } from './support/board-fixture'
import { timeCalls, type Timing } from './support/timing'

const CHANGED = 10
const TARGET_DIFF_MS = 1
const TARGET_APPLY_MS = 4

const held = reparsed(liveBoard())
const inPlace = reparsed(nextBoard(held, CHANGED, { par: true }))
const moving = reparsed(nextBoard(held, CHANGED, { par: false }))
const boardText = JSON.stringify(inPlace)

const diffInPlace = diffBoard(held, inPlace)
const diffMoving = diffBoard(held, moving)
if (diffInPlace.rows.length !== CHANGED)
  throw new Error(`expected ${CHANGED} changed rows, got ${diffInPlace.rows.length}`)
// The patch as the main thread receives it: its own copy of the changed rows.
const patch = reparsed(diffInPlace)
const patchMoving = reparsed(diffMoving)
const patchText = JSON.stringify({ gameId: 1, from: 1, to: 2, ...patch })
const applied = applyBoardDiff(held, patch)
if (!applied || JSON.stringify(applied) !== JSON.stringify(inPlace))
  throw new Error('applyBoardDiff did not rebuild the next board')

// The page's merge (src/api/live/live-sync.ts → workers/live-scores/board-merge.ts): a pushed patch
// on the board held in the query cache, in Korean (rows as pushed) and in English (names kept).
const heldDto: LeaderboardDto = {
  gameId: 1,
  version: 1,
  status: 2,
  currentRound: 4,
  finished: false,
  cut: null,
  playoffHoles: null,
  suspension: null,
  rows: held,
}
const update = {
  gameId: 1,
  from: 1,
  to: 2,
  board: { status: 2 as const, currentRound: 4, finished: false, cut: null, playoffHoles: null, suspension: null },
  ...patch,
}
const merged = mergeUpdate(heldDto, update, 'ko', true)
if (merged.kind !== 'applied') throw new Error('mergeUpdate did not apply the patch')

// Then live-sync writes the merged board to the cache; each write here is a 10-row change either way.
const queryClient = new QueryClient()
const cacheKey = ['games', 1, 'leaderboard', 'ko']
let forward = false
const writeCache = () => {
  forward = !forward
  return queryClient.setQueryData(cacheKey, forward ? merged.board : heldDto)
}
queryClient.setQueryData(cacheKey, heldDto)

const results: Array<[string, Timing, number | null]> = [
  [`(a) diffBoard, ${CHANGED} rows changed in place`, timeCalls(() => diffBoard(held, inPlace)), TARGET_DIFF_MS],
  [
    `(a) diffBoard, ${CHANGED} scores re-ranking the board (${diffMoving.rows.length} rows changed)`,
    timeCalls(() => diffBoard(held, moving)),
    TARGET_DIFF_MS,
  ],
  ['    context: JSON.parse of the polled board', timeCalls(() => JSON.parse(boardText)), null],
  [`(b) applyBoardDiff, ${CHANGED} rows`, timeCalls(() => applyBoardDiff(held, patch), 20_000, 2000), TARGET_APPLY_MS],
  [
    `(b) applyBoardDiff, ${patchMoving.rows.length} rows (re-ranked board)`,
    timeCalls(() => applyBoardDiff(held, patchMoving), 20_000, 2000),
    TARGET_APPLY_MS,
  ],
  [
    `(b) mergeUpdate (page merge), ${CHANGED} rows, pushed, ko`,
    timeCalls(() => mergeUpdate(heldDto, update, 'ko', true), 20_000, 2000),
    TARGET_APPLY_MS,
  ],
  [
    `(b) mergeUpdate (page merge), ${CHANGED} rows, pushed, en (keeps names)`,
    timeCalls(() => mergeUpdate(heldDto, update, 'en', true), 20_000, 2000),
    TARGET_APPLY_MS,
  ],
  [`(b) setQueryData of the merged board (structural sharing)`, timeCalls(writeCache, 20_000, 2000), TARGET_APPLY_MS],
  ['    context: JSON.parse of the pushed patch frame', timeCalls(() => JSON.parse(patchText), 20_000, 2000), null],
  [
    '    context: structuredClone of the patch (postMessage)',
    timeCalls(() => structuredClone(patch), 20_000, 2000),
    null,
  ],
]

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`
console.log(
  `${FIELD} rows × 72 hole scores; board ${(boardText.length / 1024).toFixed(1)} KB of JSON, ${CHANGED}-row patch ` +
    `${(patchText.length / 1024).toFixed(1)} KB`,
)
console.log(
  `${'step'.padEnd(72)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'max'.padStart(13)}` +
    `${'target'.padStart(10)}${'p95/target'.padStart(12)}`,
)
for (const [label, t, target] of results) {
  const goal = target === null ? '' : `≤ ${target} ms`
  const ratio = target === null ? '' : (t.p95 / target).toFixed(3)
  console.log(
    `${label.padEnd(72)}${us(t.p50).padStart(11)}${us(t.p95).padStart(11)}${us(t.max).padStart(13)}` +
      `${goal.padStart(10)}${ratio.padStart(12)}`,
  )
}
console.log(
  '\n(b) on the main thread a pushed patch costs JSON.parse + mergeUpdate + setQueryData; React rendering the ' +
    'changed rows comes on top (not measured here).',
)
