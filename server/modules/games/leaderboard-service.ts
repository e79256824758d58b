import { createHash } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import type { LeaderboardDto, LeaderboardPatch } from '@contract/leaderboard'
import { diffBoard } from '@domain/scoring/diff-rows'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { Leaderboard, LeaderboardRow } from '@domain/scoring/types'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, players, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { boardState, changedState, latestVersion, storedVersion, type StoredVersion } from './leaderboard-versions'
import { fallbackLeaderboard } from './leaderboard-fallback'
import { loadGame, type LoadedGame, type NameLanguage } from './leaderboard-repository'

/**
 * Old seasons keep only round totals and the stored result: their board is the stored one. A game
 * with hole scores, or one not finished yet (tee times, '-'), is computed by the scoring engine.
 */
export function usesStoredResult(game: LoadedGame): boolean {
  if (game.pars.length !== 18) return true
  if (game.hasHoleScores) return false
  return game.tournament.status === 3 || game.entries.some((e) => e.finishText !== null)
}

export function boardOf(game: LoadedGame, lang: NameLanguage): Leaderboard {
  return usesStoredResult(game) ? fallbackLeaderboard(game, lang) : computeLeaderboard(game.input)
}

/** The answer of `GET /api/game/{gameId}/leaderboard` computed on the fly: version 0 (no live score stored yet). */
export function toLeaderboardDto(game: LoadedGame, board: Leaderboard): LeaderboardDto {
  return {
    gameId: board.gameId,
    version: 0,
    status: game.tournament.status,
    currentRound: board.currentRound,
    finished: board.finished,
    cut: board.cut,
    playoffHoles: board.playoffHoles,
    suspension: game.suspension,
    rows: board.rows,
  }
}

export async function getLeaderboard(db: AppDb, gameId: number, lang: NameLanguage): Promise<LeaderboardDto> {
  const game = await loadGame(db, gameId, lang)
  if (!game) throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`)
  return toLeaderboardDto(game, boardOf(game, lang))
}

/** A board and its ETag: `"<gameId>-<version>"` (plus the language) once live scoring stored versions. */
export interface TaggedLeaderboard {
  board: LeaderboardDto
  etag: string
}

const versionEtag = (gameId: number, version: number, lang: NameLanguage) =>
  `"${gameId}-${version}${lang === 'ko' ? '' : `-${lang}`}"`

/**
 * Stored rows keep Korean names (the default); English swaps them for the players' roman names. Only
 * rows that carry a name are touched: a row patch without `name` stays without it.
 */
async function inLanguage<R extends Pick<LeaderboardRow, 'playerId'> & { name?: string }>(
  db: AppDb,
  gameId: number,
  rows: R[],
  lang: NameLanguage,
): Promise<R[]> {
  if (lang === 'ko' || !rows.some((row) => row.name !== undefined)) return rows
  const names = await db
    .select({ playerId: entries.playerId, first: players.firstNameEn, last: players.lastNameEn })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.tournamentId, gameId))
  const byId = new Map(names.map((n) => [n.playerId, `${n.first} ${n.last}`.trim()]))
  return rows.map((row) => (row.name === undefined ? row : { ...row, name: byId.get(row.playerId) ?? row.name }))
}

/**
 * The latest board of a game: the last version stored by live scoring, or (none stored yet) the board
 * computed on the fly as version 0 with a content ETag.
 */
export async function getTaggedLeaderboard(db: AppDb, gameId: number, lang: NameLanguage): Promise<TaggedLeaderboard> {
  const latest = await latestVersion(db, gameId)
  if (!latest) {
    const board = await getLeaderboard(db, gameId, lang)
    return { board, etag: etagOf(board) }
  }
  return { board: await storedBoard(db, gameId, latest, lang), etag: versionEtag(gameId, latest.version, lang) }
}

async function storedBoard(
  db: AppDb,
  gameId: number,
  stored: StoredVersion,
  lang: NameLanguage,
): Promise<LeaderboardDto> {
  const [game] = await db.select({ status: tournaments.status }).from(tournaments).where(eq(tournaments.id, gameId))
  if (!game) throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`)
  return {
    gameId,
    version: stored.version,
    status: game.status,
    ...stored.meta,
    suspension: stored.meta.suspension ?? null,
    rows: await inLanguage(db, gameId, stored.rows, lang),
  }
}

/**
 * `?since=V`: the rows changed from V to the latest version when V is still stored and older than
 * the latest; 'current' when V is the latest; null when a patch cannot bridge V (answer the board).
 */
export async function getLeaderboardSince(
  db: AppDb,
  gameId: number,
  since: number,
  lang: NameLanguage,
): Promise<{ patch: LeaderboardPatch; etag: string } | 'current' | null> {
  const latest = await latestVersion(db, gameId)
  // Version 0 is computed on the fly and may change without a new version: always the whole board.
  if (!latest || since === 0) return null
  if (since === latest.version) return 'current'
  if (since > latest.version) return null
  const held = await storedVersion(db, gameId, since)
  if (!held) return null
  const diff = diffBoard(held.rows, latest.rows)
  const rows = await inLanguage(db, gameId, diff.rows, lang)
  const board = changedState(held.meta, await boardState(db, gameId, latest))
  return {
    patch: { gameId, from: since, to: latest.version, ...(board ? { board } : {}), ...diff, rows },
    etag: versionEtag(gameId, latest.version, lang),
  }
}

/** A strong ETag from the content: the same board (names in the same language) gives the same tag. */
export const etagOf = (body: unknown): string =>
  `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`

/** If-None-Match holds the tag (a list, weak tags and '*' accepted, as RFC 9110 compares for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag)
}
