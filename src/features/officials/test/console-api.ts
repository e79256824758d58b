/** The officials' calls for the console tests: one tournament in round 2, its state changed by what the page sends. */
import { http, HttpResponse } from 'msw'
import type { OfficialAction, OfficialGame, OfficialGameList } from '@contract/officials'
import { API } from '@/api/test-helpers'
import type { setupApiServer } from '@/api/test-helpers'

export const GAMES: OfficialGameList = [
  {
    gameId: 7,
    tourId: 11,
    name: 'Jeju Open',
    startDate: '2026-11-25',
    endDate: '2026-11-27',
    status: 2,
    currentRound: 2,
  },
  {
    gameId: 9,
    tourId: 12,
    name: 'Busan Classic',
    startDate: '2026-12-04',
    endDate: '2026-12-06',
    status: 1,
    currentRound: 0,
  },
]

const player = (
  playerId: number,
  name: string,
  place: OfficialGame['players'][number]['place'],
  holesPlayed: number,
  extra: Partial<OfficialGame['players'][number]> = {},
): OfficialGame['players'][number] => ({
  playerId,
  name,
  status: 'active',
  statusRound: null,
  statusHole: null,
  missedCut: false,
  place,
  holesPlayed,
  nextHole: holesPlayed >= 18 ? null : holesPlayed + 1,
  toPar: -2,
  position: String(playerId),
  ...extra,
})

export function jejuOpen(): OfficialGame {
  return {
    gameId: 7,
    name: 'Jeju Open',
    status: 2,
    currentRound: 2,
    rounds: [
      { round: 1, date: '2026-11-25', status: 'complete', teeSheet: 'published', suspension: null },
      { round: 2, date: '2026-11-26', status: 'playing', teeSheet: 'published', suspension: null },
      { round: 3, date: '2026-11-27', status: 'planned', teeSheet: 'none', suspension: null },
    ],
    cut: { afterRound: 2, top: 60, ties: true },
    finished: false,
    version: 40,
    players: [
      player(1, 'Haneul Kim', 'on_course', 12),
      player(2, 'Doyun Park', 'on_course', 11),
      player(3, 'Seojun Lee', 'finished', 18),
      player(4, 'Min Choi', 'not_started', 0),
      player(5, 'Jiho Han', 'out', 7, { status: 'WD', statusRound: 2, statusHole: 8 }),
    ],
    groups: [
      {
        groupNo: 1,
        teeTime: '2026-11-25T22:30:00.000Z',
        startHole: 1,
        playerIds: [3],
        holesPlayed: 18,
        expectedHoles: 18,
        behindPace: false,
      },
      {
        groupNo: 2,
        teeTime: '2026-11-25T23:30:00.000Z',
        startHole: 10,
        playerIds: [1, 2, 5],
        holesPlayed: 11,
        expectedHoles: 14,
        behindPace: true,
      },
      {
        groupNo: 3,
        teeTime: '2026-11-26T04:00:00.000Z',
        startHole: 1,
        playerIds: [4],
        holesPlayed: 0,
        expectedHoles: null,
        behindPace: false,
      },
    ],
    playoff: null,
    actions: [
      {
        id: 1,
        action: 'start_round',
        round: 2,
        playerId: null,
        playerName: null,
        detail: {},
        reason: null,
        version: 30,
        actor: 'official01',
        at: '2026-11-25T22:00:00.000Z',
      },
    ],
  }
}

export interface Sent {
  call: string
  body: unknown
}

/**
 * Serves the console with a game the calls change, the way the server does (one version and one audit row per
 * call); `refuse` answers a call's first try with a refusal instead.
 */
export function serveConsole(
  server: ReturnType<typeof setupApiServer>,
  refuse: Record<string, { status: number; code: string }> = {},
) {
  const game = jejuOpen()
  const sent: Sent[] = []
  const refusals = { ...refuse }
  const accept = (call: string, body: unknown, change: () => OfficialAction) => {
    sent.push({ call, body })
    const refusal = refusals[call]
    if (refusal) {
      delete refusals[call]
      return HttpResponse.json({ code: refusal.code, message: 'refused' }, { status: refusal.status })
    }
    game.version += 1
    const action = change()
    game.actions = [action, ...game.actions]
    return HttpResponse.json({ gameId: 7, version: game.version, actionId: action.id })
  }
  const row = (action: OfficialAction['action'], extra: Partial<OfficialAction> = {}): OfficialAction => ({
    id: game.actions.length + 1,
    action,
    round: 2,
    playerId: null,
    playerName: null,
    detail: {},
    reason: null,
    version: game.version,
    actor: 'official02',
    at: '2026-11-26T08:42:00.000Z',
    ...extra,
  })
  server.use(
    http.get(`${API}/officials/games`, () => HttpResponse.json(GAMES)),
    http.get(`${API}/officials/games/7`, () => HttpResponse.json(game)),
    http.post(`${API}/officials/games/7/suspend`, async ({ request }) => {
      const body = (await request.json()) as { reason: 'weather'; note?: string }
      return accept('suspend', body, () => {
        game.rounds[1]!.suspension = { reason: body.reason, since: '2026-11-26T08:42:00.000Z' }
        return row('suspend', { detail: { reason: body.reason }, reason: body.note ?? null })
      })
    }),
    http.post(`${API}/officials/games/7/resume`, () =>
      accept('resume', null, () => {
        game.rounds[1]!.suspension = null
        return row('resume')
      }),
    ),
    http.post(`${API}/officials/games/7/rounds/2/close`, async ({ request }) => {
      const body = (await request.json()) as { force?: boolean; reason?: string }
      return accept('close', body, () => {
        game.rounds[1]!.status = 'complete'
        game.rounds[2]!.teeSheet = 'published'
        return row('close_round', { detail: body.force ? { force: true } : {}, reason: body.reason ?? null })
      })
    }),
    http.post(`${API}/officials/games/7/players/:playerId/status`, async ({ request, params }) => {
      const body = (await request.json()) as { status: 'DQ'; round: number; hole?: number; reason: string }
      const id = Number(params.playerId)
      return accept(`status ${id}`, body, () => {
        const p = game.players.find((x) => x.playerId === id)!
        Object.assign(p, { status: body.status, statusRound: body.round, statusHole: body.hole ?? null, place: 'out' })
        return row('status', { playerId: id, playerName: p.name, detail: { status: body.status }, reason: body.reason })
      })
    }),
  )
  return { game, sent }
}
