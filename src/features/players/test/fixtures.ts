import type { PlayerGameDto, HoleRecordDto } from '@contract/game-records'
import type { PlayerDetailDto, PlayerListItemDto, PlayerRecordsDto, PlayerStatsDto } from '@contract/player'

export const listItem = (
  id: number,
  nameKo: string,
  firstNameEn: string,
  lastNameEn: string,
  extra: Partial<PlayerListItemDto> = {},
): PlayerListItemDto => ({
  playerId: id,
  nameKo,
  firstNameEn,
  lastNameEn,
  country: 'KOR',
  memberNo: `2020${String(id).padStart(4, '0')}`,
  photoUrl: null,
  wins: 0,
  ...extra,
})

export const publicPlayer: PlayerDetailDto = {
  playerId: 7,
  externalId: 'KP100007',
  nameKo: '김하늘',
  firstNameEn: 'Haneul',
  lastNameEn: 'Kim',
  country: 'KOR',
  gender: 'M',
  birthDate: '1996-03-14',
  heightCm: 178,
  weightKg: 74,
  hometownKo: '부산',
  hometownEn: 'Busan',
  turnedProYear: 2016,
  tourDebutYear: 2018,
  rookieYear: 2018,
  amateur: false,
  photoUrl: null,
  specialties: ['putting'],
  sponsor: '한울건설',
  ball: '아펙스 프로',
  memberNo: '20160007',
  age: 30,
  militaryService: 'completed',
  hobbyKo: '낚시',
  hobbyEn: 'Fishing',
  instructor: '박정훈',
  awards: [{ year: 2022, code: 'popularity' }],
  profilePrivate: false,
  favouritesCount: 12,
}

/** What the server answers for a private profile: member information nulled (decision 0026). */
export const privatePlayer: PlayerDetailDto = {
  ...publicPlayer,
  playerId: 8,
  nameKo: '이도윤',
  firstNameEn: 'Doyun',
  lastNameEn: 'Lee',
  birthDate: null,
  age: null,
  heightCm: null,
  weightKg: null,
  hometownKo: null,
  hometownEn: null,
  hobbyKo: null,
  hobbyEn: null,
  militaryService: null,
  instructor: null,
  profilePrivate: true,
}

const summary = {
  starts: 12,
  wins: 2,
  top10s: 5,
  cutsMade: 10,
  cutsMissed: 2,
  prizeWon: 350_000_000,
  genesisPoints: 2400,
  longestCutStreak: 6,
  currentCutStreak: 3,
  lowestRound: 64,
  lowest72: 270,
  roundsPlayed: 44,
  scoringAverage: 70.12,
}

export const records = (playerId: number): PlayerRecordsDto => ({
  playerId,
  tourId: 11,
  career: summary,
  seasons: [
    { season: 2026, ...summary, starts: 7, wins: 1 },
    { season: 2025, ...summary, starts: 5, wins: 1 },
  ],
})

export const stats = (playerId: number): PlayerStatsDto => ({
  playerId,
  tourId: 11,
  seasons: [
    {
      season: 2025,
      rounds: 18,
      scoringAverage: 70.8,
      drivingDistance: null,
      drivingAccuracy: null,
      greensInRegulation: null,
      puttsPerRound: null,
    },
    {
      season: 2026,
      rounds: 26,
      scoringAverage: 69.9,
      drivingDistance: 296.4,
      drivingAccuracy: 61.2,
      greensInRegulation: 70.5,
      puttsPerRound: 29.1,
    },
  ],
  standing: { season: 2026, wins: 1, genesisPoints: 1800, genesisRank: 4, prizeWon: 250_000_000, prizeRank: 5 },
})

const game = (
  gameId: number,
  nameEn: string,
  position: string,
  rank: number | null,
  rounds: Array<number | null>,
): PlayerGameDto => ({
  gameId,
  tourId: 11,
  year: 2026,
  nameKo: `${nameEn} 한글`,
  nameEn,
  startDate: `2026-0${gameId}-10`,
  endDate: `2026-0${gameId}-13`,
  status: 3,
  entryStatus: 'active',
  position,
  rank,
  rounds,
  total: rounds.reduce<number>((s, r) => s + (r ?? 0), 0),
  toPar: -9,
  prizeWon: 200_000_000,
  genesisPoints: 1000,
})

export const games = (playerId: number) => ({
  player: { playerId, nameKo: '김하늘', nameEn: 'Haneul Kim', country: 'KOR' },
  games: [
    game(5, 'Cheongsol Masters', '1', 1, [68, 70, 67, 70]),
    game(4, 'Hanul Open', 'MC', null, [74, 75, null, null]),
  ],
})

export const holeRecord = (playerId: number, round: number): HoleRecordDto => ({
  gameId: 5,
  round,
  pars: [4, 5, 4, 3, 4, 4, 5, 3, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4],
  yards: Array.from({ length: 18 }, () => 400),
  cards: [
    {
      playerId,
      nameKo: '김하늘',
      nameEn: 'Haneul Kim',
      country: 'KOR',
      groupNo: 3,
      startHole: 1,
      teeTime: '08:10',
      scores: [3, 4, 4, 3, 4, 4, 5, 3, 4, 4, 4, 3, 5, 4, 4, 3, 5, round === 4 ? 6 : 4],
      putts: Array.from({ length: 18 }, () => 2),
      strokes: round === 4 ? 70 : 68,
      toPar: round === 4 ? -2 : -4,
      thru: 18,
    },
  ],
})
