import { ERROR_CODES } from '@contract/errors'
import { teeSheetBodySchema, type OfficialResult, type TeeSheetBody } from '@contract/officials'
import { seoulInstant } from '@domain/time'
import { and, asc, count, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, teeGroupPlayers, teeGroups, type TournamentRoundRow, type TournamentRow } from '../../db/schema/index'
import type { OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { drawTeeSheet, FIRST_TEE, type DrawnGroup } from './draw'
import { inputRefusal, parseBody, stateRefusal } from './refusals'
import { assertRunnable, gameView, playersStillIn, roundAhead, roundRow, setRound, type GameView } from './state'

/** Tee off tee 10 as well while the whole field plays: rounds up to the cut round (decision 0058). */
export const twoTeesIn = (game: TournamentRow, round: number): boolean =>
  game.cutAfterRound === null || round <= game.cutAfterRound

/** The round's first tee time by default: 07:30 Seoul on its date. */
export const defaultFirstTee = (row: TournamentRoundRow): Date => seoulInstant(row.date, FIRST_TEE)

/** Replaces a round's tee groups with `groups` (by players.id), numbered in tee-time order. Returns their count. */
export async function writeTeeSheet(
  tx: AppDb,
  gameId: number,
  round: number,
  groups: ReadonlyArray<DrawnGroup<number>>,
): Promise<number> {
  const field = await tx
    .select({ id: entries.id, playerId: entries.playerId })
    .from(entries)
    .where(eq(entries.tournamentId, gameId))
  const entryOf = new Map(field.map((e) => [e.playerId, e.id]))
  await tx.delete(teeGroups).where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round)))
  const ordered = [...groups].sort((a, b) => a.teeTime.getTime() - b.teeTime.getTime() || a.startHole - b.startHole)
  for (const [i, g] of ordered.entries()) {
    const [row] = await tx
      .insert(teeGroups)
      .values({ tournamentId: gameId, round, groupNo: i + 1, startHole: g.startHole, teeTime: g.teeTime })
      .returning({ id: teeGroups.id })
    await tx
      .insert(teeGroupPlayers)
      .values(g.ids.map((playerId, slot) => ({ groupId: row!.id, entryId: entryOf.get(playerId)!, slot: slot + 1 })))
  }
  return ordered.length
}

/** The number of tee groups a round has. */
export async function teeGroupCount(tx: AppDb, gameId: number, round: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(teeGroups)
    .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round)))
  return row?.n ?? 0
}

/**
 * The draw of `round` (docs/requirements/officials.md#of-7): round 1 in entry order, later rounds by score with the
 * leaders last, of the players still in as `view` sees them.
 */
export async function drawRound(
  tx: AppDb,
  game: TournamentRow,
  round: number,
  view: GameView,
  firstTee: Date,
): Promise<DrawnGroup<number>[]> {
  const stillIn = playersStillIn(view)
  let order: number[]
  if (round === 1) {
    const seeded = await tx
      .select({ playerId: entries.playerId })
      .from(entries)
      .where(eq(entries.tournamentId, game.id))
      .orderBy(asc(entries.seed), asc(entries.id))
    const inField = new Set(stillIn)
    order = seeded.map((e) => e.playerId).filter((id) => inField.has(id))
  } else {
    order = [...stillIn].reverse()
  }
  return drawTeeSheet(order, firstTee, twoTeesIn(game, round))
}

/** 400 TEE_SHEET_INVALID unless the groups hold every player still in exactly once, and nobody else. */
function assertHoldsField(groups: ReadonlyArray<DrawnGroup<number>>, stillIn: readonly number[]): void {
  const seen = new Set<number>()
  const expected = new Set(stillIn)
  for (const id of groups.flatMap((g) => g.ids)) {
    if (seen.has(id)) throw invalid(`Player ${id} is in the tee sheet twice`)
    if (!expected.has(id)) throw invalid(`Player ${id} is not a player still in the tournament`)
    seen.add(id)
  }
  const missing = stillIn.filter((id) => !seen.has(id))
  if (missing.length > 0) throw invalid(`The tee sheet misses players ${missing.join(', ')}`)
}

const invalid = (message: string) => inputRefusal(message, 'groups', ERROR_CODES.TEE_SHEET_INVALID)

/** players.id of a round's stored tee sheet, one per seat. */
async function sheetPlayers(tx: AppDb, gameId: number, round: number): Promise<number[]> {
  const rows = await tx
    .select({ playerId: entries.playerId })
    .from(teeGroups)
    .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
    .innerJoin(entries, eq(entries.id, teeGroupPlayers.entryId))
    .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round)))
  return rows.map((r) => r.playerId)
}

/** True when the stored sheet of `round` seats every player still in exactly once, and nobody else. */
export async function sheetHoldsField(tx: AppDb, gameId: number, round: number, view: GameView): Promise<boolean> {
  const seated = await sheetPlayers(tx, gameId, round)
  const stillIn = new Set(playersStillIn(view))
  return (
    seated.length === stillIn.size && new Set(seated).size === seated.length && seated.every((id) => stillIn.has(id))
  )
}

/**
 * 409 TEE_SHEET_INVALID when the field changed after the sheet was made (a status undone, a DNS): a round never starts
 * with a player left off its sheet, who could then never finish it (docs/requirements/officials.md#of-2).
 */
export async function assertSheetHoldsField(tx: AppDb, gameId: number, round: number, view: GameView): Promise<void> {
  if (!(await sheetHoldsField(tx, gameId, round, view)))
    throw stateRefusal(
      ERROR_CODES.TEE_SHEET_INVALID,
      `The tee sheet of round ${round} no longer holds the players still in: enter or draw it again`,
      'round',
    )
}

/** 409 unless `round` is the next round to play and not started: a sheet can be replaced until then. */
async function plannedRound(tx: AppDb, game: TournamentRow, round: number): Promise<TournamentRoundRow> {
  assertRunnable(game)
  const row = await roundRow(tx, game, round)
  if (row.status === 'complete') throw stateRefusal(ERROR_CODES.ROUND_CLOSED, `Round ${round} is closed`, 'round')
  if (row.status === 'playing')
    throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${round} has started: its tee sheet is kept`, 'round')
  if (round !== roundAhead(game))
    throw stateRefusal(
      ERROR_CODES.GAME_STATE,
      `Round ${round} is not the next round to play (round ${roundAhead(game)} is)`,
      'round',
    )
  return row
}

/**
 * PUT …/rounds/{round}/tee-sheet (docs/requirements/officials.md#of-2): the groups entered by hand, or drawn; a draft
 * until published.
 */
export function setTeeSheet(
  db: AppDb,
  gameId: number,
  round: number,
  body: TeeSheetBody,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  const input = parseBody(teeSheetBodySchema, body)
  return officialCall(db, gameId, 'tee_sheet', options, async (tx, game) => {
    const row = await plannedRound(tx, game, round)
    const view = await gameView(tx, gameId)
    const groups =
      'draw' in input
        ? await drawRound(tx, game, round, view, input.firstTee ? new Date(input.firstTee) : defaultFirstTee(row))
        : input.groups.map((g) => ({ startHole: g.startHole, teeTime: new Date(g.teeTime), ids: g.playerIds }))
    assertHoldsField(groups, playersStillIn(view))
    const written = await writeTeeSheet(tx, gameId, round, groups)
    await setRound(tx, gameId, round, { teeSheetDraft: true })
    return { round, detail: { groups: written, drawn: 'draw' in input, firstTee: groups[0]?.teeTime.toISOString() } }
  })
}

/** POST …/rounds/{round}/tee-sheet/publish: the tee-time tab and the board show the sheet. */
export function publishTeeSheet(
  db: AppDb,
  gameId: number,
  round: number,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  return officialCall(db, gameId, 'publish_tee_sheet', options, async (tx, game) => {
    const row = await plannedRound(tx, game, round)
    const groups = await teeGroupCount(tx, gameId, round)
    if (groups === 0) throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${round} has no tee sheet to publish`, 'round')
    if (!row.teeSheetDraft)
      throw stateRefusal(ERROR_CODES.GAME_STATE, `The tee sheet of round ${round} is already published`, 'round')
    await setRound(tx, gameId, round, { teeSheetDraft: false })
    return { round, detail: { groups } }
  })
}
