import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenOf } from '../../support/security/suite-app'
import { call, openHarness, postScore, refused, type Harness } from './harness'

/**
 * The officials' refusals (docs/requirements/officials.md#of-9): each call that does not fit the tournament's state
 * or sends a bad body is refused with its own code and changes nothing (same version, no patch); and only officials
 * may call.
 */
describe("officials' refusals", () => {
  let h: Harness
  let A: number, B: number, C: number, D: number
  const hole1 = (playerId: number, strokes: number) => postScore(h, playerId, 1, 1, strokes)

  beforeAll(async () => {
    h = await openHarness()
    ;[A, B, C, D] = h.candidates as [number, number, number, number]
  }, 120_000)
  afterAll(async () => h?.close())

  it('refuses what does not fit, changing nothing', async () => {
    // Nothing prepared yet: no sheet to publish or start, no round to close, suspend, play off, finalize or correct.
    await refused(h, 'POST', '/rounds/1/tee-sheet/publish', undefined, 409, 'GAME_STATE')
    await refused(h, 'POST', '/rounds/1/start', undefined, 409, 'GAME_STATE')
    await refused(h, 'POST', '/rounds/1/close', {}, 409, 'GAME_STATE')
    await refused(h, 'POST', '/rounds/2/close', {}, 409, 'GAME_STATE') // the cut round, before its round
    await refused(h, 'POST', '/suspend', { reason: 'weather' }, 409, 'GAME_STATE')
    await refused(h, 'POST', '/playoff/holes', { hole: 18, strokes: [{ playerId: A, strokes: 4 }] }, 409, 'GAME_STATE')
    await refused(h, 'POST', '/finalize', undefined, 409, 'GAME_STATE')
    const correction = { playerId: A, round: 1, hole: 1, strokes: 4, reason: 'Card' }
    await refused(h, 'POST', '/corrections', correction, 409, 'GAME_STATE')

    // Bad bodies and unknown players.
    await refused(h, 'PUT', '/field', { players: [] }, 400, 'VALIDATION')
    await refused(h, 'PUT', '/field', { players: [{ playerId: A }, { playerId: 99_999_999 }] }, 400, 'VALIDATION')
    await refused(h, 'PUT', '/field', { players: [{ playerId: A }, { playerId: A }] }, 400, 'VALIDATION')
    await refused(h, 'POST', '/suspend', { reason: 'rain' }, 400, 'VALIDATION')
    await refused(h, 'PUT', '/rounds/9/tee-sheet', { draw: true }, 400, 'VALIDATION')

    await call(h, 'PUT', '/field', { players: [A, B, C, D].map((playerId) => ({ playerId })) })
    const at = '2030-01-01T08:00:00+09:00'
    const sheet = (...groups: Array<[1 | 10, number[]]>) => ({
      groups: groups.map(([startHole, playerIds]) => ({ teeTime: at, startHole, playerIds })),
    })
    await refused(h, 'PUT', '/rounds/1/tee-sheet', sheet([1, [A, B]], [10, [C]]), 400, 'TEE_SHEET_INVALID')
    await refused(h, 'PUT', '/rounds/1/tee-sheet', sheet([1, [A, B]], [10, [C, D, A]]), 400, 'TEE_SHEET_INVALID')
    const outsider = h.candidates[4]!
    await refused(h, 'PUT', '/rounds/1/tee-sheet', sheet([1, [A, B]], [10, [C, D, outsider]]), 400, 'TEE_SHEET_INVALID')
    await call(h, 'PUT', '/rounds/1/tee-sheet', sheet([1, [A, B]], [10, [C, D]]))
    await refused(h, 'POST', '/rounds/1/start', undefined, 409, 'GAME_STATE') // a draft is not published
    await call(h, 'POST', '/rounds/1/tee-sheet/publish')
    await refused(h, 'POST', '/rounds/1/tee-sheet/publish', undefined, 409, 'GAME_STATE')
    expect((await hole1(A, 3)).statusCode).toBe(409) // not started
    await call(h, 'POST', '/rounds/1/start')
    await refused(h, 'POST', '/rounds/1/start', undefined, 409, 'GAME_STATE')
    await refused(h, 'PUT', '/rounds/1/tee-sheet', { draw: true }, 409, 'GAME_STATE')
    await refused(h, 'POST', '/resume', undefined, 409, 'PLAY_SUSPENDED')

    // Statuses: a hole is needed and must not be one completed; a player out stays out and takes no score.
    for (const [playerId, strokes] of [
      [A, 3],
      [B, 4],
      [C, 4],
      [D, 4],
    ] as const)
      expect((await hole1(playerId, strokes)).statusCode).toBe(200)
    const wd = { status: 'WD', round: 1, reason: 'Illness' }
    await refused(h, 'POST', `/players/${D}/status`, { ...wd, hole: 1 }, 400, 'VALIDATION')
    await refused(h, 'POST', `/players/${D}/status`, { ...wd, hole: 2, round: 2 }, 409, 'GAME_STATE')
    await call(h, 'POST', `/players/${D}/status`, { ...wd, hole: 2 })
    const out = await hole1(D, 5)
    expect([out.statusCode, out.json().code]).toEqual([409, 'PLAYER_OUT'])
    await refused(h, 'POST', `/players/${D}/status`, { ...wd, status: 'DQ', hole: 2 }, 409, 'PLAYER_OUT')
    await refused(h, 'POST', `/players/${C}/status`, { status: 'DNS', round: 1, reason: 'Late' }, 409, 'GAME_STATE')
    await refused(h, 'POST', `/players/${outsider}/status`, { ...wd, hole: 2 }, 400, 'VALIDATION')
    await refused(h, 'POST', `/players/${A}/status/undo`, { reason: 'Mistake' }, 409, 'GAME_STATE')
    await refused(h, 'POST', `/players/${D}/status/undo`, { reason: '' }, 400, 'VALIDATION')

    // Closing: unfinished players need force and a reason; a round is closed once; the next is not in play yet.
    await refused(h, 'POST', '/rounds/1/close', {}, 409, 'ROUND_UNFINISHED')
    await refused(h, 'POST', '/rounds/1/close', { force: true }, 400, 'VALIDATION')
    await call(h, 'POST', '/rounds/1/close', { force: true, reason: 'Test day' })
    await refused(h, 'POST', '/rounds/1/close', { force: true, reason: 'Again' }, 409, 'ROUND_CLOSED')
    const early = await postScore(h, A, 2, 1, 4)
    expect([early.statusCode, early.json().code]).toEqual([409, 'GAME_STATE'])
    for (const round of [2, 3, 4]) {
      await call(h, 'POST', `/rounds/${round}/start`)
      await call(h, 'POST', `/rounds/${round}/close`, { force: true, reason: 'Test day' })
    }

    // A alone leads: no playoff; the result is written once, then only corrections.
    await refused(h, 'POST', '/playoff/holes', { hole: 18, strokes: [{ playerId: A, strokes: 4 }] }, 409, 'NO_PLAYOFF')
    await call(h, 'POST', '/finalize')
    await refused(h, 'POST', '/finalize', undefined, 409, 'GAME_STATE')
    await refused(h, 'POST', '/rounds/4/close', {}, 409, 'GAME_STATE')
    await refused(h, 'POST', '/corrections', { ...correction, playerId: outsider }, 400, 'VALIDATION')
    const late = await hole1(B, 3)
    expect(late.statusCode).toBe(409)

    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/officials/games/999999/resume',
      headers: { authorization: `Bearer ${h.officialToken}` },
    })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND'])
  }, 300_000)

  it('lets only officials call: 401 for a visitor, 403 for a member or a scorer', async () => {
    const before = await h.latestVersion()
    const requests = [
      { method: 'GET', url: '/api/officials/games' },
      { method: 'GET', url: `/api/officials/games/${h.gameId}` },
      { method: 'POST', url: `/api/officials/games/${h.gameId}/suspend`, payload: { reason: 'weather' } },
    ] as const
    for (const request of requests) {
      expect((await h.app.inject(request)).statusCode).toBe(401)
      for (const loginId of ['member01', 'scorer01', 'staff01']) {
        const token = await tokenOf(h.app, loginId)
        const res = await h.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } })
        expect([loginId, res.statusCode, res.json().code]).toEqual([loginId, 403, 'FORBIDDEN'])
      }
    }
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/officials/games',
      headers: { authorization: `Bearer ${h.officialToken}` },
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().map((g: { gameId: number }) => g.gameId)).toContain(h.gameId)
    expect(await h.latestVersion()).toBe(before)
  })
})
