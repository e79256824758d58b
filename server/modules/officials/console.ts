import { nextHoleToPlay } from '@domain/scoring/round-tally'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { OfficialAction, OfficialGame, OfficialGameList } from '@contract/officials'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, officialActions, players, teeGroupPlayers, teeGroups, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { loadGame, type NameLanguage } from '../games/leaderboard-repository'
import { latestVersion } from '../games/leaderboard-versions'

/** The association's pace (decision 0058): 14 minutes a hole from the group's tee time. */
export const PACE_MINUTES_PER_HOLE = 14
/** A group this many holes or more behind that pace is "behind pace". */
export const BEHIND_PACE_HOLES = 2
const AUDIT_ROWS = 100

/** GET /officials/games: the stroke-play games on a course officials may run, in progress first. */
export async function officialGames(db: AppDb, lang: NameLanguage): Promise<OfficialGameList> {
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.format, 'stroke'), isNotNull(tournaments.courseId), ne(tournaments.status, 9)))
    .orderBy(
      sql`case ${tournaments.status} when 2 then 0 when 4 then 1 when 1 then 1 else 2 end`,
      sql`case when ${tournaments.status} = 3 then null else ${tournaments.startDate} end asc nulls last`,
      desc(tournaments.startDate),
    )
    .limit(100)
  return rows.map((t) => ({
    gameId: t.id,
    tourId: t.tourId,
    name: lang === 'en' ? t.nameEn : t.nameKo,
    startDate: t.startDate,
    endDate: t.endDate,
    status: t.status,
    currentRound: t.currentRound,
  }))
}

/** The console's groups: the current round's tee sheet (a draft too), with pace against `now`. */
async function currentGroups(db: AppDb, gameId: number, round: number) {
  const rows = await db
    .select({
      groupNo: teeGroups.groupNo,
      teeTime: teeGroups.teeTime,
      startHole: teeGroups.startHole,
      entryId: teeGroupPlayers.entryId,
      slot: teeGroupPlayers.slot,
    })
    .from(teeGroups)
    .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
    .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round)))
    .orderBy(asc(teeGroups.groupNo), asc(teeGroupPlayers.slot))
  const groups = new Map<number, { groupNo: number; teeTime: Date; startHole: number; entryIds: number[] }>()
  for (const r of rows) {
    const g = groups.get(r.groupNo) ?? { groupNo: r.groupNo, teeTime: r.teeTime, startHole: r.startHole, entryIds: [] }
    g.entryIds.push(r.entryId)
    groups.set(r.groupNo, g)
  }
  return [...groups.values()]
}

async function auditTrail(db: AppDb, gameId: number, lang: NameLanguage): Promise<OfficialAction[]> {
  const rows = await db
    .select({
      action: officialActions,
      nameKo: players.nameKo,
      firstNameEn: players.firstNameEn,
      lastNameEn: players.lastNameEn,
    })
    .from(officialActions)
    .leftJoin(players, eq(players.id, officialActions.playerId))
    .where(eq(officialActions.tournamentId, gameId))
    .orderBy(desc(officialActions.id))
    .limit(AUDIT_ROWS)
  return rows.map(({ action: a, nameKo, firstNameEn, lastNameEn }) => ({
    id: a.id,
    action: a.action,
    round: a.round,
    playerId: a.playerId,
    playerName: nameKo === null ? null : lang === 'en' ? `${firstNameEn ?? ''} ${lastNameEn ?? ''}`.trim() : nameKo,
    detail: a.detail,
    reason: a.reason,
    version: a.version,
    actor: a.actor,
    at: a.at.toISOString(),
  }))
}

/**
 * GET /officials/games/{gameId} (docs/requirements/officials.md#of-10): the day at a glance: every player's place
 * (not started, on the course, finished the round, out), the current round's groups with their pace, the rounds'
 * state, the playoff and the audit trail, names in the reader's language.
 */
export async function officialGame(db: AppDb, gameId: number, lang: NameLanguage, now: Date): Promise<OfficialGame> {
  const loaded = await loadGame(db, gameId, lang)
  if (!loaded)
    throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`, { gameId: FIELD_ERRORS.INVALID_VALUE })
  const t = loaded.tournament
  const board = loaded.pars.length === 18 ? computeLeaderboard(loaded.input) : null
  const round = Math.max(1, Math.min(t.currentRound, t.rounds))
  const roundState = loaded.rounds.find((r) => r.round === round)
  const groups = await currentGroups(db, gameId, round)
  const actions = await auditTrail(db, gameId, lang)
  const version = await latestVersion(db, gameId)
  const sheets = new Set(
    (await db.selectDistinct({ round: teeGroups.round }).from(teeGroups).where(eq(teeGroups.tournamentId, gameId))).map(
      (r) => r.round,
    ),
  )
  const rowOf = new Map(board?.rows.map((r) => [r.playerId, r]) ?? [])
  const cardOf = new Map(loaded.input.entries.map((e) => [e.playerId, e.rounds.find((r) => r.round === round)]))
  const holesOf = (playerId: number) => cardOf.get(playerId)?.scores.filter((s) => s !== null).length ?? 0
  const teeOf = new Map(groups.flatMap((g) => g.entryIds.map((id) => [id, g.teeTime] as const)))
  const entryOfPlayer = new Map(loaded.entries.map((e) => [e.playerId, e]))
  const inPlay = roundState?.status === 'playing'
  const suspended = Boolean(roundState?.suspendedAt)

  const statusOf = await statusRounds(db, gameId)
  const consolePlayers = loaded.entries.map((e) => {
    const row = rowOf.get(e.playerId)
    const holes = holesOf(e.playerId)
    const missedCut = row?.status === 'MC'
    const tee = teeOf.get(e.entryId)
    const place =
      e.status !== 'active' || missedCut
        ? ('out' as const)
        : holes >= 18
          ? ('finished' as const)
          : holes > 0 || (inPlay && tee !== undefined && tee.getTime() <= now.getTime())
            ? ('on_course' as const)
            : ('not_started' as const)
    return {
      playerId: e.playerId,
      name: lang === 'en' ? e.nameEn : e.nameKo,
      status: e.status,
      statusRound: statusOf.get(e.playerId)?.statusRound ?? null,
      statusHole: statusOf.get(e.playerId)?.statusHole ?? null,
      missedCut,
      place,
      holesPlayed: holes,
      nextHole: nextHoleToPlay(cardOf.get(e.playerId) ?? { startHole: 1, scores: [] }),
      toPar: row?.toPar ?? null,
      position: row?.position ?? '-',
    }
  })
  const order = new Map(board?.rows.map((r, i) => [r.playerId, i]) ?? [])
  consolePlayers.sort((a, b) => (order.get(a.playerId) ?? 1e9) - (order.get(b.playerId) ?? 1e9))

  const playerOfEntry = new Map(loaded.entries.map((e) => [e.entryId, e.playerId]))
  const consoleGroups = groups.map((g) => {
    const ids = g.entryIds.map((id) => playerOfEntry.get(id)!).filter((id) => id !== undefined)
    const active = ids.filter((id) => entryOfPlayer.get(id)?.status === 'active' && rowOf.get(id)?.status !== 'MC')
    const holesPlayed = active.length === 0 ? 0 : Math.min(...active.map(holesOf))
    const since = now.getTime() - g.teeTime.getTime()
    // No pace while play is suspended: the clock that counts holes has stopped (decision 0058).
    const expectedHoles =
      !inPlay || suspended || since < 0 ? null : Math.min(18, Math.floor(since / (PACE_MINUTES_PER_HOLE * 60_000)))
    return {
      groupNo: g.groupNo,
      teeTime: g.teeTime.toISOString(),
      startHole: (g.startHole === 10 ? 10 : 1) as 1 | 10,
      playerIds: ids,
      holesPlayed,
      expectedHoles,
      behindPace: expectedHoles !== null && active.length > 0 && expectedHoles - holesPlayed >= BEHIND_PACE_HOLES,
    }
  })

  const leaders = board?.rows.filter((r) => r.playoff !== null).map((r) => r.playerId) ?? []
  return {
    gameId,
    name: lang === 'en' ? t.nameEn : t.nameKo,
    status: t.status,
    currentRound: t.currentRound,
    rounds: loaded.rounds.map((r) => ({
      round: r.round,
      date: r.date,
      status: r.status,
      teeSheet: !sheets.has(r.round)
        ? ('none' as const)
        : r.teeSheetDraft
          ? ('draft' as const)
          : ('published' as const),
      suspension:
        r.suspendedAt && r.suspensionReason ? { reason: r.suspensionReason, since: r.suspendedAt.toISOString() } : null,
    })),
    cut:
      t.cutAfterRound !== null && t.cutTop !== null && t.cutTies !== null
        ? { afterRound: t.cutAfterRound, top: t.cutTop, ties: t.cutTies }
        : null,
    finished: t.finished,
    version: version?.version ?? 0,
    players: consolePlayers,
    groups: consoleGroups,
    playoff:
      t.playoff || board?.playoffHoles
        ? {
            playerIds: t.playoff ? Object.keys(t.playoff.scores).map(Number) : leaders,
            holes: t.playoff?.holes ?? [],
            winnerId: t.playoff?.winnerId ? Number(t.playoff.winnerId) : null,
          }
        : null,
    actions,
  }
}

/** Round and hole of each player's status (loadGame reads only the status). */
async function statusRounds(db: AppDb, gameId: number) {
  const rows = await db
    .select({ playerId: entries.playerId, statusRound: entries.statusRound, statusHole: entries.statusHole })
    .from(entries)
    .where(and(eq(entries.tournamentId, gameId), inArray(entries.status, ['WD', 'RTD', 'DQ', 'DNS'])))
  return new Map(rows.map((r) => [r.playerId, { statusRound: r.statusRound, statusHole: r.statusHole }]))
}
