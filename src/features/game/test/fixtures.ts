import type { GameDetailDto } from '@contract/game'
import type { HoleRecordDto, HoleStatDto } from '@contract/game-records'
import type { GameShotsDto } from '@contract/game-shots'

/** Small, hand-made API answers for the tournament page's tests (shapes of contract/). */

const PARS = [4, 5, 4, 3, 4, 4, 4, 3, 4, 4, 3, 4, 4, 4, 3, 5, 4, 4]

export const game: GameDetailDto = {
  gameId: 7,
  tourId: 11,
  year: 2026,
  nameKo: '청솔증권 마스터스',
  nameEn: 'Cheongsol Securities Masters',
  startDate: '2026-11-22',
  endDate: '2026-11-25',
  course: {
    courseId: 1,
    nameKo: '바람언덕 CC',
    nameEn: 'Baram Hill CC',
    locationKo: '제주',
    locationEn: 'Jeju',
    par: 70,
    yards: 7000,
  },
  purseWon: 1_200_000_000,
  genesisPoints: 1200,
  grade: 'A',
  format: 'stroke',
  status: 2,
  rounds: 4,
  currentRound: 2,
  finished: false,
  winners: [],
  tour: { tourId: 11, nameKo: '코리안투어', nameEn: 'Korean Tour' },
  fieldSize: 120,
  entryFeeWon: 0,
  ticketPriceWon: null,
  applicationOpensAt: null,
  applicationClosesAt: null,
  broadcast: null,
  stageType: null,
  cut: { afterRound: 2, top: 60, ties: true },
  playoff: false,
}

const card = (playerId: number, nameKo: string, scores: (number | null)[]) => {
  const played = scores.filter((s): s is number => s !== null)
  return {
    playerId,
    nameKo,
    nameEn: `Player ${playerId}`,
    country: 'KOR',
    groupNo: 1,
    startHole: 1 as const,
    teeTime: '07:00',
    scores,
    putts: scores.map(() => null),
    strokes: played.length ? played.reduce((a, b) => a + b, 0) : null,
    toPar: played.length ? played.reduce((a, s, i) => a + s - PARS[i]!, 0) : null,
    thru: played.length,
  }
}

/** Hole 1 par 4: 3 = birdie, hole 2 par 5: 3 = eagle, hole 4 par 3: 5 = double bogey, hole 3 par 4: 5 = bogey. */
export const holeRecord: HoleRecordDto = {
  gameId: 7,
  round: 2,
  pars: PARS,
  yards: PARS.map((p) => p * 100),
  cards: [
    card(1, '김하늘', [3, 3, 5, 5, 4, 4, 4, 3, 4, 4, 3, 4, 4, 4, 3, 5, 4, 4]),
    card(2, '박도윤', [
      4,
      5,
      4,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]),
  ],
}

const counts = (birdie: number, par: number, bogey: number) => ({
  albatross: 0,
  'hole-in-one': 0,
  eagle: 1,
  birdie,
  par,
  bogey,
  'double-bogey': 2,
  'triple-bogey': 1,
  'quadruple-bogey': 0,
})

export const holeStats: HoleStatDto[] = PARS.map((par, i) => ({
  hole: i + 1,
  par,
  yards: par * 100,
  handicap: i + 1,
  played: 60,
  averageStrokes: par + 0.1 * ((i % 5) - 2),
  averageToPar: 0.1 * ((i % 5) - 2),
  difficultyRank: i + 1,
  counts: counts(10 + i, 40, 6),
}))

/** `n` shots spread over 18 holes, 2 rounds and 2 editions, ending in the cup every 4th shot. */
export function manyShots(n: number): GameShotsDto {
  const columns: Required<GameShotsDto['columns']> = {
    edition: [],
    player: [],
    round: [],
    hole: [],
    shotNo: [],
    lie: [],
    resultLie: [],
    club: [],
    distanceM: [],
    x: [],
    y: [],
    toX: [],
    toY: [],
  }
  const clubs = ['DR', '7I', 'PW', 'PT']
  for (let i = 0; i < n; i++) {
    const shot = i % 4
    columns.edition.push(i % 10 === 0 ? 1 : 0)
    columns.player.push(0)
    columns.round.push(1 + (Math.floor(i / 4) % 2))
    columns.hole.push(1 + (Math.floor(i / 8) % 18))
    columns.shotNo.push(shot + 1)
    columns.lie.push([0, 1, 3, 3][shot]!)
    columns.resultLie.push([1, 3, 3, 10][shot]!)
    columns.club.push(clubs[shot]!)
    columns.distanceM.push([250, 140, 8, 1][shot]!)
    columns.x.push(0)
    columns.y.push(0)
    columns.toX.push(0)
    columns.toY.push(0)
  }
  return {
    gameId: 7,
    count: n,
    editions: [
      { gameId: 7, year: 2026 },
      { gameId: 3, year: 2025 },
    ],
    players: [{ playerId: 1, nameKo: '김하늘', nameEn: 'Haneul Kim', country: 'KOR' }],
    columns,
  }
}
