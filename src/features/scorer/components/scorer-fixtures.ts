/** Answers of the public game calls for the scorer page tests: game 7, round 2, group 3 off the 10th tee. */
import { http, HttpResponse } from 'msw'
import { API } from '@/api/test-helpers'

const course = {
  courseId: 1,
  nameKo: '솔밭 CC',
  nameEn: 'Solbat CC',
  locationKo: '제주',
  locationEn: 'Jeju',
  par: 72,
  yards: 6800,
}

const summary = {
  gameId: 7,
  tourId: 11,
  year: 2026,
  nameKo: '제주 오픈',
  nameEn: 'Jeju Open',
  startDate: '2026-11-20',
  endDate: '2026-11-23',
  course,
  purseWon: 1_000_000_000,
  genesisPoints: 1000,
  grade: null,
  format: 'stroke',
  status: 2,
  rounds: 4,
  currentRound: 2,
  finished: false,
  winners: [],
}

const detail = {
  ...summary,
  tour: { tourId: 11, nameKo: 'KLPGA 투어', nameEn: 'KLPGA Tour' },
  fieldSize: 120,
  entryFeeWon: 0,
  ticketPriceWon: null,
  applicationOpensAt: null,
  applicationClosesAt: null,
  broadcast: null,
  stageType: null,
  cut: null,
  playoff: false,
}

export const PLAYERS = [
  { playerId: 1, nameKo: '김하늘', nameEn: 'Haneul Kim', country: 'KOR' },
  { playerId: 2, nameKo: '박도윤', nameEn: 'Doyun Park', country: 'KOR' },
]

const empty = () => Array.from({ length: 18 }, () => null as number | null)
export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5]

/** Hole 10 is in for both; on 11 only Haneul Kim has a score (4), so 11 is the group's next hole. */
function cards() {
  const kim = { scores: empty(), putts: empty() }
  kim.scores[9] = 4
  kim.scores[10] = 4
  kim.putts[10] = 2
  const park = { scores: empty(), putts: empty() }
  park.scores[9] = 5
  return [
    { ...PLAYERS[0]!, groupNo: 3, startHole: 10, teeTime: '08:10', ...kim, strokes: 8, toPar: 0, thru: 2 },
    { ...PLAYERS[1]!, groupNo: 3, startHole: 10, teeTime: '08:10', ...park, strokes: 5, toPar: 1, thru: 1 },
  ]
}

export const gameHandlers = [
  http.get(`${API}/game/ongoingGame`, () => HttpResponse.json([summary])),
  http.get(`${API}/game/7`, () => HttpResponse.json(detail)),
  http.get(`${API}/game/timeTable`, () =>
    HttpResponse.json({
      gameId: 7,
      round: 2,
      date: '2026-11-21',
      roundsWithTeeTimes: [1, 2],
      groups: [
        {
          groupNo: 3,
          startHole: 10,
          teeTime: '08:10',
          teeTimeAt: '2026-11-20T23:10:00Z',
          players: PLAYERS.map((p) => ({ ...p, amateur: false })),
        },
      ],
    }),
  ),
  http.get(`${API}/game/hole/record`, () =>
    HttpResponse.json({ gameId: 7, round: 2, pars: PARS, yards: PARS.map((p) => p * 90), cards: cards() }),
  ),
]
