import { ERROR_CODES } from '@contract/errors'
import { closeRoundBodySchema, type CloseRoundBody, type OfficialResult } from '@contract/officials'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import type { OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { parseBody, stateRefusal } from './refusals'
import { assertRunnable, gameView, playersStillIn, roundAhead, roundRow, setRound } from './state'
import {
  assertSheetHoldsField,
  defaultFirstTee,
  drawRound,
  sheetHoldsField,
  teeGroupCount,
  writeTeeSheet,
} from './tee-sheet'

/** A drawn round never starts sooner than this after the close that drew it (the simulator closes late at night). */
export const LEAD_MINUTES = 10

/**
 * POST …/rounds/{round}/start (docs/requirements/officials.md#of-3): the previous round is closed and this round's tee
 * sheet published; the round goes into play and the tournament is in progress (status 2).
 */
export function startRound(
  db: AppDb,
  gameId: number,
  round: number,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  return officialCall(db, gameId, 'start_round', options, async (tx, game) => {
    assertRunnable(game)
    const row = await roundRow(tx, game, round)
    if (row.status === 'complete') throw stateRefusal(ERROR_CODES.ROUND_CLOSED, `Round ${round} is closed`, 'round')
    if (row.status === 'playing')
      throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${round} is already in play`, 'round')
    if (round !== roundAhead(game) || (round > 1 && game.currentRound !== round))
      throw stateRefusal(
        ERROR_CODES.GAME_STATE,
        `Round ${round} cannot start before round ${roundAhead(game)} is closed`,
        'round',
      )
    if (round > 1) {
      const previous = await roundRow(tx, game, round - 1)
      if (previous.status !== 'complete')
        throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${round - 1} is not closed`, 'round')
    }
    if ((await teeGroupCount(tx, gameId, round)) === 0 || row.teeSheetDraft)
      throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${round} has no published tee sheet`, 'round')
    await assertSheetHoldsField(tx, gameId, round, await gameView(tx, gameId))
    await setRound(tx, gameId, round, { status: 'playing' })
    await tx.update(tournaments).set({ status: 2, currentRound: round }).where(eq(tournaments.id, gameId))
    return { round }
  })
}

/**
 * POST …/rounds/{round}/close (docs/requirements/officials.md#of-6): the round in play closes once every player still
 * in finished it, or by force with a reason. The round is complete and any suspension ends; with rounds left the
 * board moves to the next round (which makes a cut after this round final) and its tee sheet is drawn and published
 * at once (OF-7), the round itself planned until officials start it. After the last round the playoff and the
 * result follow (playPlayoffHole, finalizeGame).
 */
export function closeRound(
  db: AppDb,
  gameId: number,
  round: number,
  body: CloseRoundBody,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  const input = parseBody(closeRoundBodySchema, body ?? {})
  return officialCall(db, gameId, 'close_round', options, async (tx, game, now) => {
    assertRunnable(game)
    const row = await roundRow(tx, game, round)
    if (row.status === 'complete' || round < game.currentRound)
      throw stateRefusal(ERROR_CODES.ROUND_CLOSED, `Round ${round} is already closed`, 'round')
    if (row.status !== 'playing' || round !== game.currentRound || game.status !== 2)
      throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${round} is not in play: it cannot be closed`, 'round')
    const view = await gameView(tx, gameId)
    const holesOf = new Map(
      view.loaded.input.entries.map((e) => [
        e.playerId,
        e.rounds.find((r) => r.round === round)?.scores.filter((s) => s !== null).length ?? 0,
      ]),
    )
    const unfinished = playersStillIn(view).filter((id) => (holesOf.get(id) ?? 0) < 18)
    if (unfinished.length > 0 && !input.force)
      throw stateRefusal(
        ERROR_CODES.ROUND_UNFINISHED,
        `Players ${unfinished.join(', ')} have not finished round ${round}: close with force and a reason`,
        'round',
      )
    await setRound(tx, gameId, round, { status: 'complete', suspendedAt: null, suspensionReason: null })
    const detail: Record<string, unknown> = { forced: unfinished.length > 0, unfinished }
    if (round < game.rounds) {
      const next = round + 1
      await tx.update(tournaments).set({ currentRound: next }).where(eq(tournaments.id, gameId))
      const nextRow = await roundRow(tx, game, next)
      const firstTee = new Date(Math.max(defaultFirstTee(nextRow).getTime(), now.getTime() + LEAD_MINUTES * 60_000))
      // Read again with the round advanced: a cut after this round is final now (domain/scoring/cut.ts).
      const advanced = await gameView(tx, gameId)
      // A sheet already made for the next round (imported, or entered early) is kept when it still holds the field.
      if ((await teeGroupCount(tx, gameId, next)) > 0 && (await sheetHoldsField(tx, gameId, next, advanced))) {
        detail.next = { round: next, kept: true }
      } else {
        const groups = await drawRound(tx, game, next, advanced, firstTee)
        await writeTeeSheet(tx, gameId, next, groups)
        detail.next = { round: next, groups: groups.length, firstTee: firstTee.toISOString() }
      }
      await setRound(tx, gameId, next, { status: 'planned', teeSheetDraft: false })
    }
    return { round, detail, reason: input.reason ?? null }
  })
}
