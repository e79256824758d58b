import type { MatchBracketDto, MatchHoleDto, MatchSummaryDto, PlayoffDto } from '@contract/game-match'
import { groupStandings } from '@domain/scoring/match-play/group-standings'
import { matchState, type HoleResult } from '@domain/scoring/match-play/match-state'
import type { AppDb } from '../../db/database'
import type { MatchRow } from '../../db/schema/index'
import { matchById, matchesOf, playerRefs, sidesOf, type MatchSide } from './repository-match'
import { notFound, requireGame } from './service-games'
import { holesOf } from './repository-scores'

/** Stored hole results use 'H' for a halved hole; the domain says 'halved'. */
export const holeResults = (m: MatchRow): HoleResult[] => m.holeResults.map((h) => (h === 'H' ? 'halved' : h))

const optionsOf = (m: MatchRow) => ({ holesInMatch: 18, allowHalve: m.bracketRound === 'group' })

function summaryOf(m: MatchRow, sides: Map<number, MatchSide>): MatchSummaryDto {
  const state = matchState(holeResults(m), optionsOf(m))
  const side = (id: number | null) => (id === null ? null : (sides.get(id) ?? null))
  return {
    matchId: m.id,
    bracketRound: m.bracketRound,
    roundOrder: m.roundOrder,
    matchNo: m.matchNo,
    groupName: m.groupName,
    startsAt: m.startsAt?.toISOString() ?? null,
    a: side(m.entryAId),
    b: side(m.entryBId),
    state: m.state,
    result: m.result,
    winnerPlayerId: m.winnerEntryId === null ? null : (sides.get(m.winnerEntryId)?.playerId ?? null),
    holesPlayed: state.holesPlayed,
    leader: state.leader,
    up: state.up,
  }
}

/** The game's playoff (stroke play): holes, each player's strokes, the winner. Empty when there was none. */
export async function playoffOf(db: AppDb, gameId: number): Promise<PlayoffDto> {
  const { t } = await requireGame(db, gameId)
  const p = t.playoff
  if (!p || p.holes.length === 0) return { gameId, holes: [], players: [], winnerPlayerId: null }
  const ids = Object.keys(p.scores).map(Number)
  const refs = await playerRefs(db, ids)
  return {
    gameId,
    holes: p.holes,
    players: ids
      .filter((id) => refs.has(id))
      .map((id) => ({ ...refs.get(id)!, scores: p.scores[String(id)]!, winner: String(id) === p.winnerId })),
    winnerPlayerId: p.winnerId === null ? null : Number(p.winnerId),
  }
}

async function matchGame(db: AppDb, gameId: number) {
  const { t } = await requireGame(db, gameId)
  if (t.format !== 'match') throw notFound(`Match play of game ${gameId} (a ${t.format}-play game)`)
  const [rows, sides] = await Promise.all([matchesOf(db, gameId), sidesOf(db, gameId)])
  return { rows, sides }
}

function standingsOf(group: MatchRow[], sides: Map<number, MatchSide>) {
  const games = group
    .filter((m) => m.entryAId !== null && m.entryBId !== null)
    .map((m) => ({ a: String(m.entryAId), b: String(m.entryBId), holes: holeResults(m) }))
  return groupStandings(games).map((row) => ({
    ...sides.get(Number(row.playerId))!,
    ...row,
    playerId: sides.get(Number(row.playerId))!.playerId,
  }))
}

/** Knockout rounds in playing order, and the group stage with its tables. */
export async function matchBracket(db: AppDb, gameId: number): Promise<MatchBracketDto> {
  const { rows, sides } = await matchGame(db, gameId)
  const rounds = new Map<string, MatchBracketDto['rounds'][number]>()
  const groups = new Map<string, MatchRow[]>()
  for (const m of rows) {
    if (m.bracketRound === 'group') {
      groups.set(m.groupName ?? '', [...(groups.get(m.groupName ?? '') ?? []), m])
      continue
    }
    const round = rounds.get(m.bracketRound) ?? { bracketRound: m.bracketRound, roundOrder: m.roundOrder, matches: [] }
    round.matches.push(summaryOf(m, sides))
    rounds.set(m.bracketRound, round)
  }
  return {
    gameId,
    rounds: [...rounds.values()],
    groups: [...groups.entries()].map(([groupName, list]) => ({
      groupName,
      standings: standingsOf(list, sides),
      matches: list.map((m) => summaryOf(m, sides)),
    })),
  }
}

/** Hole by hole with the match status after each hole; extra holes start again at the 1st. */
async function matchHoles(db: AppDb, m: MatchRow, courseId: number | null): Promise<MatchHoleDto[]> {
  const pars = (await holesOf(db, courseId)).map((h) => h.par)
  let diff = 0
  return holeResults(m).map((result, i) => {
    diff += result === 'A' ? 1 : result === 'B' ? -1 : 0
    const hole = (i % 18) + 1
    return {
      number: i + 1,
      hole,
      par: pars[hole - 1] ?? 4,
      result,
      status: diff === 0 ? 'AS' : `${diff > 0 ? 'A' : 'B'} ${Math.abs(diff)} UP`,
    }
  })
}

export async function matchRow(db: AppDb, matchId: number) {
  const m = await matchById(db, matchId)
  if (!m) throw notFound(`Match ${matchId}`)
  const { t } = await requireGame(db, m.tournamentId)
  const [sides, holes] = await Promise.all([sidesOf(db, m.tournamentId), matchHoles(db, m, t.courseId)])
  return { gameId: t.id, match: summaryOf(m, sides), holes, matchState: matchState(holeResults(m), optionsOf(m)) }
}

/** `/game/match/playoff/{gameId}/{matchId}`: the extra holes (19th on) of one match of the game. */
export async function matchPlayoff(db: AppDb, gameId: number, matchId: number) {
  const m = await matchById(db, matchId, gameId)
  if (!m) throw notFound(`Match ${matchId} of game ${gameId}`)
  const { t } = await requireGame(db, gameId)
  const [sides, holes] = await Promise.all([sidesOf(db, gameId), matchHoles(db, m, t.courseId)])
  return { gameId, match: summaryOf(m, sides), extraHoles: holes.filter((h) => h.number > 18) }
}

/**
 * `/game/match/group/playoff/{gameId}/{groupName}`: the group table and the players level at the
 * top once every match is finished (they play off). The schema stores no playoff matches for a
 * group yet, so `matches` is empty (docs/import-format.md, "Open points").
 */
export async function groupPlayoff(db: AppDb, gameId: number, groupName: string) {
  const { rows, sides } = await matchGame(db, gameId)
  const group = rows.filter((m) => m.bracketRound === 'group' && m.groupName === groupName)
  if (group.length === 0) throw notFound(`Group ${groupName} of game ${gameId}`)
  const standings = standingsOf(group, sides)
  const decided = group.every((m) => matchState(holeResults(m), optionsOf(m)).state === 'finished')
  const top = standings.filter((s) => s.rank === 1)
  const tied =
    decided && top.length > 1
      ? top.map(({ playerId, nameKo, nameEn, country }) => ({ playerId, nameKo, nameEn, country }))
      : []
  return { gameId, groupName, standings, tiedForFirst: tied, matches: [] }
}
