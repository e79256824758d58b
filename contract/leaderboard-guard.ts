/**
 * A light structural check of the leaderboard answers, for the code that must not ship zod: the
 * broadcast page (≤ 100 KB of JavaScript, docs/decisions/0020) and the live-scores worker it starts.
 * It checks what the board code relies on (ids, versions, the shape of every row and patch), not
 * every bound the zod schemas in leaderboard.ts and live-scores.ts declare; the server answers from
 * those schemas, so this guards against a wrong URL, a proxy's error page or a truncated body.
 * Imports types only: nothing of zod reaches a bundle through this file.
 */
import type { LeaderboardDto, LeaderboardRowDto, LeaderboardRowPatchDto, LeaderboardState } from './leaderboard'
import type { LeaderboardSincePatch } from './live-scores'
import { SUSPENSION_REASONS } from './suspension'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const isInt = (value: unknown): value is number => Number.isInteger(value)
const isVersion = (value: unknown): value is number => isInt(value) && value >= 0
const isId = (value: unknown): value is number => isInt(value) && value > 0
const orNull = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const nullableInt = orNull(isInt)
const nullableString = orNull(isString)

const ROW_STATUSES = new Set(['active', 'finished', 'MC', 'WD', 'RTD', 'DQ', 'DNS'])
const GAME_STATUSES = new Set([1, 2, 3, 4, 9])

/** Each field's check; a patch row is the same fields, each optional but playerId. */
const ROW_FIELDS: Record<keyof LeaderboardRowDto, (value: unknown) => boolean> = {
  playerId: isId,
  externalId: nullableString,
  name: isString,
  country: isString,
  amateur: (v) => typeof v === 'boolean',
  position: isString,
  rank: nullableInt,
  status: (v) => ROW_STATUSES.has(v as string),
  total: nullableInt,
  toPar: nullableInt,
  today: nullableInt,
  thru: nullableString,
  startHole: (v) => v === 1 || v === 10,
  rounds: (v) =>
    Array.isArray(v) && v.every((r) => isObject(r) && isId(r.round) && nullableInt(r.strokes) && nullableInt(r.toPar)),
  playoff: orNull((v) => Array.isArray(v) && v.every(nullableInt)),
}
const ROW_KEYS = Object.keys(ROW_FIELDS) as Array<keyof LeaderboardRowDto>

export function isLeaderboardRow(value: unknown): value is LeaderboardRowDto {
  return isObject(value) && ROW_KEYS.every((key) => ROW_FIELDS[key](value[key]))
}

export function isLeaderboardRowPatch(value: unknown): value is LeaderboardRowPatchDto {
  return (
    isObject(value) &&
    isId(value.playerId) &&
    ROW_KEYS.every((key) => value[key] === undefined || ROW_FIELDS[key](value[key]))
  )
}

const isCut = orNull(
  (v) =>
    isObject(v) && isId(v.afterRound) && isVersion(v.top) && nullableInt(v.line) && typeof v.projected === 'boolean',
)

const REASONS: ReadonlySet<string> = new Set(SUSPENSION_REASONS)
// A board from a server older than the officials' calls has no `suspension`: read as none (play goes on).
const isSuspension = (value: unknown) =>
  value === undefined ||
  orNull((v) => isObject(v) && REASONS.has(v.reason as string) && isId(v.round) && typeof v.since === 'string')(value)

export function isLeaderboardState(value: unknown): value is LeaderboardState {
  return (
    isObject(value) &&
    GAME_STATUSES.has(value.status as number) &&
    isId(value.currentRound) &&
    typeof value.finished === 'boolean' &&
    isCut(value.cut) &&
    orNull((v) => Array.isArray(v) && v.every(isId))(value.playoffHoles) &&
    isSuspension(value.suspension)
  )
}

/** A whole board (`GET /api/game/{id}/leaderboard`). */
export function isLeaderboard(value: unknown): value is LeaderboardDto {
  return (
    isObject(value) &&
    isId(value.gameId) &&
    isVersion(value.version) &&
    Array.isArray(value.rows) &&
    value.rows.every(isLeaderboardRow) &&
    isLeaderboardState(value)
  )
}

/** The `?since=V` answer when the server still holds V: changed rows and their places. */
export function isLeaderboardSincePatch(value: unknown): value is LeaderboardSincePatch {
  if (!isObject(value) || value.kind !== 'patch' || !isId(value.gameId) || !isId(value.from) || !isId(value.to))
    return false
  if (value.board !== undefined && !isLeaderboardState(value.board)) return false
  const { rows, at, size } = value
  return (
    Array.isArray(rows) &&
    rows.every(isLeaderboardRowPatch) &&
    Array.isArray(at) &&
    at.length === rows.length &&
    at.every(isVersion) &&
    isVersion(size)
  )
}
