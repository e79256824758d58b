import { MISSED_CUT, STATUS_CODE_ORDER, THRU_FINISHED } from '@domain/scoring/constants'
import type { CutLine, Leaderboard, LeaderboardRow, RowStatus } from '@domain/scoring/types'
import type { EntryMeta, LoadedGame, NameLanguage } from './leaderboard-repository'

/**
 * The board of a game kept without hole scores (old seasons: round totals and the stored official
 * result only). Positions, ranks and statuses are the stored finish_text / finish_rank, totals come
 * from round_totals; `today` is null and `thru` is 'F' for finishers. Row order follows the live board:
 * ranked players, then '-', MC, WD, RTD, DQ, DNS, each by to par then name.
 */
const SECTION: Record<string, number> = {
  ranked: 0,
  '-': 1,
  [MISSED_CUT]: 2,
  ...Object.fromEntries(STATUS_CODE_ORDER.map((s, i) => [s, 3 + i])),
}

function statusOf(e: EntryMeta, finished: boolean): RowStatus {
  if (e.status !== 'active') return e.status
  if (e.finishText === MISSED_CUT) return MISSED_CUT
  return finished && e.finishRank !== null ? 'finished' : 'active'
}

function rowOf(game: LoadedGame, e: EntryMeta, lang: NameLanguage): LeaderboardRow {
  const t = game.tournament
  const totals = new Map((game.roundTotals.get(e.entryId) ?? []).map((r) => [r.round, r]))
  const rounds = Array.from({ length: t.rounds }, (_, i) => {
    const r = totals.get(i + 1)
    return { round: i + 1, strokes: r?.strokes ?? null, toPar: r?.toPar ?? null }
  })
  const played = rounds.filter((r) => r.strokes !== null)
  const status = statusOf(e, t.finished)
  const rank = status === 'finished' || status === 'active' ? e.finishRank : null
  return {
    playerId: e.playerId,
    externalId: e.externalId,
    name: lang === 'en' ? e.nameEn : e.nameKo,
    country: e.country,
    amateur: e.amateur,
    position: e.finishText ?? (status === 'active' || status === 'finished' ? '-' : status),
    rank: rank !== null && rank > 0 ? rank : null,
    status,
    total: played.length > 0 ? played.reduce((s, r) => s + r.strokes!, 0) : null,
    toPar: played.length > 0 ? played.reduce((s, r) => s + r.toPar!, 0) : null,
    today: null,
    thru: status === 'finished' ? THRU_FINISHED : null,
    startHole: 1,
    rounds,
    playoff: t.playoff?.scores[String(e.playerId)]?.slice() ?? null,
  }
}

const sectionOf = (row: LeaderboardRow) =>
  row.rank !== null ? SECTION.ranked! : (SECTION[row.position] ?? SECTION[row.status] ?? 1)

function compareRows(a: LeaderboardRow, b: LeaderboardRow): number {
  return (
    sectionOf(a) - sectionOf(b) ||
    (a.rank ?? 0) - (b.rank ?? 0) ||
    (a.toPar ?? Number.POSITIVE_INFINITY) - (b.toPar ?? Number.POSITIVE_INFINITY) ||
    a.name.localeCompare(b.name, 'ko') ||
    a.playerId - b.playerId
  )
}

/** The cut line of a finished board: the worst score after round K among the players who made it. */
function cutLineOf(game: LoadedGame, rows: readonly LeaderboardRow[]): CutLine | null {
  const t = game.tournament
  if (t.cutAfterRound === null || t.cutTop === null) return null
  let line: number | null = null
  for (const row of rows) {
    if (row.rank === null) continue
    const through = row.rounds.slice(0, t.cutAfterRound)
    if (through.some((r) => r.toPar === null)) continue
    const score = through.reduce((s, r) => s + r.toPar!, 0)
    line = line === null ? score : Math.max(line, score)
  }
  return { afterRound: t.cutAfterRound, top: t.cutTop, line, projected: false }
}

export function fallbackLeaderboard(game: LoadedGame, lang: NameLanguage): Leaderboard {
  const rows = game.entries.map((e) => rowOf(game, e, lang)).sort(compareRows)
  const playoffShown = rows.some((r) => r.playoff !== null)
  return {
    gameId: game.tournament.id,
    currentRound: Math.max(1, Math.min(game.tournament.currentRound, game.tournament.rounds)),
    finished: game.tournament.finished,
    cut: cutLineOf(game, rows),
    playoffHoles: playoffShown && game.tournament.playoff ? [...game.tournament.playoff.holes] : null,
    rows,
  }
}
