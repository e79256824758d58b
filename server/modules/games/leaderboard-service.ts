import { createHash } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import type { LeaderboardDto } from '@contract/leaderboard'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { Leaderboard } from '@domain/scoring/types'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
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

/** The answer of `GET /api/game/{gameId}/leaderboard`; `version` stays 0 until live scoring versions boards. */
export function toLeaderboardDto(game: LoadedGame, board: Leaderboard): LeaderboardDto {
  return {
    gameId: board.gameId,
    version: 0,
    status: game.tournament.status,
    currentRound: board.currentRound,
    finished: board.finished,
    cut: board.cut,
    playoffHoles: board.playoffHoles,
    rows: board.rows,
  }
}

export async function getLeaderboard(db: AppDb, gameId: number, lang: NameLanguage): Promise<LeaderboardDto> {
  const game = await loadGame(db, gameId, lang)
  if (!game) throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`)
  return toLeaderboardDto(game, boardOf(game, lang))
}

/** A strong ETag from the content: the same board (names in the same language) gives the same tag. */
export const etagOf = (body: unknown): string => `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`

/** If-None-Match holds the tag (a list, weak tags and '*' accepted, as RFC 9110 compares for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag)
}

/** The spec's LanguageCode request header (ko default); 'en' switches names to roman letters. */
export function languageOf(headers: Record<string, string | string[] | undefined>): NameLanguage {
  const raw = headers['languagecode']
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase()
  return value === 'en' ? 'en' : 'ko'
}
