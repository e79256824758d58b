import type { OfficialGame } from '@contract/officials'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entries, officialActions, tournaments } from '../../../server/db/schema/index'
import { officialGame } from '../../../server/modules/officials/index'
import { listen } from '../helpers'
import { ask, liveClients } from '../live-clients'
import { call, openHarness, playHoles, postScore, refused, type Harness } from './harness'

/**
 * Issue 19's "done when": a four-round tournament run entirely through the officials' HTTP calls and the scorers'
 * score door, with a 10th-tee wave, a suspension overnight in round 1, a WD in round 2, the cut after round 2 (top 6
 * and ties), a DQ in round 3 and a two-man playoff; the final board and the official result are checked against the
 * figures worked out by hand below (docs/requirements/officials.md).
 */

// Twelve players, A to L in entry order; their rounds to par (null: no more rounds).
const LETTERS = 'ABCDEFGHIJKL'.split('')
const ROUNDS: Record<string, Array<number | null>> = {
  A: [-3, -2, -1, -2], // -8, playoff, loses on the second extra hole
  B: [-2, -2, -2, -2], // -8, playoff winner
  C: [-1, -1, 0, -1], // -3
  D: [0, -1, -1, 0], // -2
  E: [-1, 0, null, null], // DQ in round 3 at hole 5
  F: [1, -1, 0, 0], // 0
  G: [0, 0, 1, 1], // +2, made the cut tied sixth
  H: [1, 1, null, null], // +2 after round 2: MC
  I: [2, 0, null, null], // MC
  J: [0, null, null, null], // WD in round 2 at hole 10 (nine holes of round 2 kept)
  K: [3, 1, null, null], // MC
  L: [2, 2, null, null], // MC
}

describe('officials run a four-round tournament through the HTTP calls', () => {
  let h: Harness
  let url = ''
  const clients = liveClients(() => url)
  /** The versions of the patches a viewer's socket received, in order. */
  const published: number[] = []
  let joinedAt = 0
  const id: Record<string, number> = {}
  const letterOf = (playerId: number) => LETTERS.find((l) => id[l] === playerId)!

  const consoleView = async (lang: 'ko' | 'en' = 'en') => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/officials/games/${h.gameId}`,
      headers: { authorization: `Bearer ${h.officialToken}`, languagecode: lang },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as OfficialGame
  }
  /** Each player's start hole in the current round, from the console's groups. */
  const plan = async (round: number, letters: string[], toParOf = (l: string) => ROUNDS[l]![round - 1]!) => {
    const view = await consoleView()
    const startOf = new Map(view.groups.flatMap((g) => g.playerIds.map((p) => [p, g.startHole] as const)))
    return new Map(
      letters.map((l) => [id[l]!, { toPar: toParOf(l), startHole: startOf.get(id[l]!) ?? (1 as const) }] as const),
    )
  }
  const board = async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/game/${h.gameId}/leaderboard` })
    expect(res.statusCode).toBe(200)
    return res.json() as {
      version: number
      currentRound: number
      suspension: { reason: string; round: number } | null
      cut: { line: number | null; projected: boolean } | null
      rows: Array<{ playerId: number; position: string; toPar: number | null; status: string }>
    }
  }
  const positions = async () => Object.fromEntries((await board()).rows.map((r) => [letterOf(r.playerId), r.position]))

  beforeAll(async () => {
    h = await openHarness()
    LETTERS.forEach((l, i) => {
      id[l] = h.candidates[i]!
    })
    // A small field needs a small cut: top 6 and ties after round 2 (the demo's rule is top 20).
    await h.db.update(tournaments).set({ cutTop: 6 }).where(eq(tournaments.id, h.gameId))
    // A viewer with the board open: every call's one patch must reach it.
    url = await listen(h.app)
    const viewer = await clients.open()
    viewer.on('leaderboard:patch', (patch: { to: number }) => published.push(patch.to))
    joinedAt = await h.latestVersion()
    expect(await ask(viewer, 'join', { gameId: h.gameId, version: joinedAt })).toMatchObject({ ok: true })
  }, 120_000)
  afterAll(async () => {
    clients.closeAll()
    await h?.close()
  })

  it('plays the tournament and writes the hand-checked result', async () => {
    // --- Before round 1: the field, the draw (round 1 in entry order, threesomes, tees 1 and 10), publish, start.
    await call(h, 'PUT', '/field', { players: LETTERS.map((l) => ({ playerId: id[l] })) })
    await call(h, 'PUT', '/rounds/1/tee-sheet', { draw: true })
    let view = await consoleView()
    expect(view.rounds[0]).toMatchObject({ round: 1, status: 'planned', teeSheet: 'draft' })
    const seoul = (hhmm: string) => new Date(`${view.rounds[0]!.date}T${hhmm}:00+09:00`).toISOString()
    expect(view.groups.map((g) => [g.teeTime, g.startHole, g.playerIds.map(letterOf).join('')])).toEqual([
      [seoul('07:30'), 1, 'ABC'],
      [seoul('07:30'), 10, 'DEF'],
      [seoul('12:00'), 1, 'GHI'],
      [seoul('12:00'), 10, 'JKL'],
    ])
    // A draft is not on the board: its rows show no tee time of round 1 yet.
    await call(h, 'POST', '/rounds/1/tee-sheet/publish')
    await call(h, 'POST', '/rounds/1/start')
    expect((await board()).currentRound).toBe(1)

    // --- Round 1, suspended overnight after nine holes; a hole completed before the horn is still taken.
    const r1 = await plan(1, LETTERS)
    await playHoles(h, 1, r1, 0, 9)
    // The console's pace: 14 minutes a hole from the tee. Nine holes done at 07:30 + 10 holes' time is on pace, at
    // 07:30 + 11 holes' time two behind; the 12:00 wave has not teed off (no expectation yet).
    const at = (minutes: number) => new Date(new Date(seoul('07:30')).getTime() + minutes * 60_000)
    const onPace = await officialGame(h.db, h.gameId, 'ko', at(10 * 14))
    expect(onPace.groups.map((g) => [g.holesPlayed, g.expectedHoles, g.behindPace])).toEqual([
      [9, 10, false],
      [9, 10, false],
      [9, null, false],
      [9, null, false],
    ])
    const late = await officialGame(h.db, h.gameId, 'ko', at(11 * 14))
    expect(late.groups.map((g) => g.behindPace)).toEqual([true, true, false, false])
    expect(late.players.filter((p) => p.place === 'on_course')).toHaveLength(12)
    const lastBeforeHorn = new Map([[id.A!, r1.get(id.A!)!]])
    r1.delete(id.A!)
    await playHoles(h, 1, r1, 9, 10) // everyone but A has ten holes
    await call(h, 'POST', '/suspend', { reason: 'darkness', note: 'Sunset 17:21' })
    expect((await board()).suspension).toMatchObject({ reason: 'darkness', round: 1 })
    await refused(h, 'POST', '/suspend', { reason: 'weather' }, 409, 'PLAY_SUSPENDED')
    await playHoles(h, 1, lastBeforeHorn, 9, 10) // A's tenth hole, holed before the horn
    // The next morning: play resumes with every player's holes kept.
    await call(h, 'POST', '/resume')
    expect((await board()).suspension).toBeNull()
    view = await consoleView()
    expect(view.players.filter((p) => p.holesPlayed === 10)).toHaveLength(12)
    await playHoles(h, 1, await plan(1, LETTERS), 10, 18)
    await call(h, 'POST', '/rounds/1/close', {})

    // Round 2 drawn by score, leaders last, still off tees 1 and 10 (the cut round), published at once.
    view = await consoleView()
    expect(view.currentRound).toBe(2)
    expect(view.rounds[1]).toMatchObject({ status: 'planned', teeSheet: 'published' })
    expect(view.groups.map((g) => g.startHole)).toEqual([1, 10, 1, 10])
    expect(view.groups.at(-1)!.playerIds.map(letterOf).sort()).toEqual(['A', 'B', expect.any(String)])
    expect((await postScore(h, id.A!, 2, 1, 4)).statusCode).toBe(409) // not started yet
    await call(h, 'POST', '/rounds/2/start')

    // --- Round 2: J withdraws at the 10th after nine holes; the others finish.
    const others2 = LETTERS.filter((l) => l !== 'J')
    await playHoles(h, 2, await plan(2, ['J'], () => 0), 0, 9)
    const jStart = (await plan(2, ['J'], () => 0)).get(id.J!)!.startHole
    const jNext = jStart === 1 ? 10 : 1
    await call(h, 'POST', `/players/${id.J}/status`, { status: 'WD', round: 2, hole: jNext, reason: 'Back injury' })
    const wdScore = await postScore(h, id.J!, 2, jNext, 4)
    expect(wdScore.statusCode).toBe(409)
    expect(wdScore.json().code).toBe('PLAYER_OUT')
    await playHoles(h, 2, await plan(2, others2), 0, 18)
    // Projected until officials close round 2.
    expect((await board()).cut).toMatchObject({ projected: true })
    await call(h, 'POST', '/rounds/2/close', {})

    // The cut is final: top 6 and ties (F and G tied sixth at level par), the others below the line.
    const afterCut = await board()
    expect(afterCut.cut).toMatchObject({ line: 0, projected: false })
    expect(await positions()).toMatchObject({ H: 'MC', I: 'MC', K: 'MC', L: 'MC', J: 'WD', F: 'T6', G: 'T6' })
    // Round 3 drawn off tee 1 only: seven players, a threesome and two twosomes, leaders last.
    view = await consoleView()
    expect(view.groups.map((g) => [g.startHole, g.playerIds.length])).toEqual([
      [1, 3],
      [1, 2],
      [1, 2],
    ])
    expect(view.groups[1]!.teeTime).toBe(
      new Date(new Date(view.groups[0]!.teeTime).getTime() + 10 * 60_000).toISOString(),
    )
    expect(view.groups[2]!.playerIds.map(letterOf)).toEqual(['B', 'A'])
    await call(h, 'POST', '/rounds/3/start')
    // Below the line, no more scores.
    const mcScore = await postScore(h, id.H!, 3, 1, 4)
    expect(mcScore.statusCode).toBe(409)
    expect(mcScore.json().code).toBe('PLAYER_OUT')

    // --- Round 3: E disqualified at the 5th after four holes.
    await playHoles(h, 3, await plan(3, ['E'], () => 2), 0, 4)
    await call(h, 'POST', `/players/${id.E}/status`, { status: 'DQ', round: 3, hole: 5, reason: 'Wrong ball' })
    await playHoles(h, 3, await plan(3, ['A', 'B', 'C', 'D', 'F', 'G']), 0, 18)
    await call(h, 'POST', '/rounds/3/close', {})
    await call(h, 'POST', '/rounds/4/start')

    // --- Round 4, then the playoff.
    await playHoles(h, 4, await plan(4, ['A', 'B', 'C', 'D', 'F', 'G']), 0, 18)
    await refused(h, 'POST', '/finalize', undefined, 409, 'GAME_STATE') // round 4 not closed
    await call(h, 'POST', '/rounds/4/close', {})
    await refused(h, 'POST', '/finalize', undefined, 409, 'PLAYOFF_UNDECIDED')
    const halved = await call(h, 'POST', '/playoff/holes', {
      hole: 18,
      strokes: [
        { playerId: id.A, strokes: 4 },
        { playerId: id.B, strokes: 4 },
      ],
    })
    expect(halved.winnerId).toBeNull()
    const decided = await call(h, 'POST', '/playoff/holes', {
      hole: 18,
      strokes: [
        { playerId: id.A, strokes: 5 },
        { playerId: id.B, strokes: 4 },
      ],
    })
    expect(decided.winnerId).toBe(id.B)
    await call(h, 'POST', '/finalize')

    // --- The final board and the official result, worked out by hand:
    // purse 700,000,000 won: 1st 20%, 2nd 10%, 3rd 6.8%, 4th 4.8%, 5th 4%, 6th 3.6% (domain/rankings/prize-money.ts);
    // grade B Genesis points: 1000, 500, 350, 260, 210, 185 (domain/rankings/genesis-points.ts);
    // nothing for MC, WD, DQ.
    expect(await positions()).toEqual({
      B: '1',
      A: '2',
      C: '3',
      D: '4',
      F: '5',
      G: '6',
      H: 'MC',
      I: 'MC',
      K: 'MC',
      L: 'MC',
      E: 'DQ',
      J: 'WD',
    })
    const expected: Record<string, [string, number, number]> = {
      B: ['1', 140_000_000, 1000],
      A: ['2', 70_000_000, 500],
      C: ['3', 47_600_000, 350],
      D: ['4', 33_600_000, 260],
      F: ['5', 28_000_000, 210],
      G: ['6', 25_200_000, 185],
      H: ['MC', 0, 0],
      I: ['MC', 0, 0],
      K: ['MC', 0, 0],
      L: ['MC', 0, 0],
      E: ['DQ', 0, 0],
      J: ['WD', 0, 0],
    }
    expect(await result()).toEqual(expected)

    // --- A correction after the result: D's 18th of round 4 was a birdie. D (-3) ties C for third; they share
    // 3rd and 4th: (6.8% + 4.8%) / 2 = 5.8% = 40,600,000 won and (350 + 260) / 2 = 305 points each.
    const par18 = h.pars[17]!
    await call(h, 'POST', '/corrections', {
      playerId: id.D,
      round: 4,
      hole: 18,
      strokes: par18 - 1,
      reason: 'Card misread',
    })
    expect(await result()).toEqual({
      ...expected,
      C: ['T3', 40_600_000, 305],
      D: ['T3', 40_600_000, 305],
    })

    // The audit: one row per call, each naming its version and the official, newest first on the console.
    view = await consoleView('en')
    const audit = await h.db.select().from(officialActions).where(eq(officialActions.tournamentId, h.gameId))
    expect(audit).toHaveLength(view.actions.length)
    expect(view.actions[0]).toMatchObject({ action: 'correction', actor: 'official01', reason: 'Card misread' })
    expect(view.actions.map((a) => a.version)).toEqual([...view.actions.map((a) => a.version)].sort((a, b) => b - a))
    const wd = view.actions.find((a) => a.action === 'status' && a.playerId === id.J)!
    expect(wd).toMatchObject({ round: 2, reason: 'Back injury', detail: { status: 'WD', hole: jNext, holesKept: 9 } })
    expect(wd.playerName).toMatch(/[A-Za-z]/)
    expect(view.finished).toBe(true)
    const player = (l: string) => view.players.find((p) => p.playerId === id[l])
    expect(player('J')).toMatchObject({ status: 'WD', statusRound: 2, statusHole: jNext, place: 'out' })
    expect(player('H')).toMatchObject({ status: 'active', missedCut: true, place: 'out', position: 'MC' })
    expect(player('B')).toMatchObject({ place: 'finished', position: '1', toPar: -8 })
    // The viewer got every version once, in order: the scores' and each official call's one patch.
    const committed = h.versions.map((v) => v.to).filter((v) => v > joinedAt)
    await expect.poll(() => published.length, { timeout: 5000 }).toBe(committed.length)
    expect(published).toEqual(committed)
    expect(view.playoff).toEqual({ playerIds: [id.A, id.B].sort((a, b) => a! - b!), holes: [18, 18], winnerId: id.B })
  }, 300_000)

  async function result() {
    const rows = await h.db
      .select({
        playerId: entries.playerId,
        text: entries.finishText,
        prize: entries.prizeWon,
        points: entries.genesisPoints,
      })
      .from(entries)
      .where(and(eq(entries.tournamentId, h.gameId), inArray(entries.playerId, Object.values(id))))
    return Object.fromEntries(rows.map((r) => [letterOf(r.playerId), [r.text, r.prize, r.points]]))
  }
})
