/** msw stand-ins for the calls of the tour digest (home pages), over a small season of tour 11. */
import { http, HttpResponse } from 'msw'
import type { GameSummaryDto } from '@contract/game'
import type { LeaderboardDto, LeaderboardRowDto } from '@contract/leaderboard'
import type { MediaItemDto } from '@contract/media'
import type { RankingDto } from '@contract/rankings'
import { API } from '@/api/test-helpers'

const winner = { playerId: 7, nameKo: '김하늘', nameEn: 'Haneul Kim', country: 'KOR', toPar: -15, total: 273 }

export const game = (
  gameId: number,
  status: GameSummaryDto['status'],
  startDate: string,
  endDate: string,
  extra: Partial<GameSummaryDto> = {},
): GameSummaryDto => ({
  gameId,
  tourId: 11,
  year: 2026,
  nameKo: `대회${gameId}`,
  nameEn: `Open ${gameId}`,
  startDate,
  endDate,
  course: {
    courseId: 1,
    nameKo: '한라CC',
    nameEn: 'Halla CC',
    locationKo: '제주',
    locationEn: 'Jeju',
    par: 72,
    yards: 7200,
  },
  purseWon: 1_000_000_000,
  genesisPoints: 1000,
  grade: null,
  format: 'stroke',
  status,
  rounds: 4,
  currentRound: status === 2 ? 2 : status === 3 ? 4 : 0,
  finished: status === 3,
  winners:
    status === 3 ? [{ ...winner, playerId: 100 + gameId, nameKo: `우승${gameId}`, nameEn: `Winner ${gameId}` }] : [],
  ...extra,
})

export const SEASON = [
  game(1, 3, '2026-04-09', '2026-04-12'),
  game(2, 3, '2026-04-30', '2026-05-03'),
  game(3, 3, '2026-05-14', '2026-05-17'),
  game(4, 2, '2026-06-09', '2026-06-12'),
  game(5, 1, '2026-06-25', '2026-06-28'),
]

const row = (n: number, position: string, name: string, toPar: number, thru: string): LeaderboardRowDto => ({
  playerId: n,
  externalId: null,
  name,
  country: n === 3 ? 'JPN' : 'KOR',
  amateur: false,
  position,
  rank: Number(position.replace('T', '')),
  status: 'active',
  total: 140 + toPar,
  toPar,
  today: -2,
  thru,
  startHole: 1,
  rounds: [],
  playoff: null,
})

export const BOARD: LeaderboardDto = {
  gameId: 4,
  version: 12,
  status: 2,
  currentRound: 2,
  finished: false,
  cut: null,
  playoffHoles: null,
  suspension: null,
  rows: [
    row(1, '1', '박선두', -9, 'F'),
    row(2, 'T2', '이추격', -7, '14'),
    row(3, 'T2', '다나카', -7, '9*'),
    ...Array.from({ length: 9 }, (_, i) => row(10 + i, String(4 + i), `선수${i}`, -5 + i, 'F')),
  ],
}

const ranking = (category: string, unit: RankingDto['unit']): RankingDto => ({
  category: category as RankingDto['category'],
  nameKo: unit === 'won' ? '상금순위' : '제네시스 포인트',
  nameEn: unit === 'won' ? 'Prize Money' : 'Genesis Points',
  unit,
  decimals: 0,
  season: 2026,
  tourId: 11,
  seasonRounds: 12,
  official: [1, 2, 3, 4, 5].map((rank) => ({
    rank,
    position: String(rank),
    playerId: rank,
    nameKo: `${unit === 'won' ? '상금' : '포인트'}${rank}위`,
    nameEn: `Leader ${rank}`,
    country: 'KOR',
    rounds: 12,
    value: unit === 'won' ? 500_000_000 - rank * 10_000_000 : 3000 - rank * 100,
  })),
  unofficial: [],
})

/** A media library item of tour 11 (decision 0036) as `/api/media` lists it. */
export const mediaItem = (id: number, kind: 'news' | 'photo', extra: Partial<MediaItemDto> = {}): MediaItemDto => ({
  id,
  kind,
  tourId: 11,
  game: { gameId: 3, nameKo: '대회3', nameEn: 'Open 3' },
  gameDate: '2026-05-17',
  round: 4,
  member: null,
  clubType: null,
  field: null,
  score: null,
  titleKo: `${kind === 'news' ? '기사' : '사진'}${id}`,
  titleEn: `${kind === 'news' ? 'Story' : 'Photo'} ${id}`,
  summaryKo: `요약${id}`,
  summaryEn: `Summary ${id}`,
  creditKo: '협회 미디어팀',
  creditEn: 'Association media team',
  image: {
    url: `/api/media/art/1/putt-11-${id}.svg`,
    width: 1200,
    height: 800,
    altKo: `그림${id}`,
    altEn: `Picture ${id}`,
  },
  videoUrl: null,
  durationSec: null,
  publishedAt: '2026-05-17T10:00:00.000Z',
  viewCount: 10,
  ...extra,
})

export interface DigestOptions {
  live?: boolean
  season?: GameSummaryDto[]
  /** The tour's news and photos; none: the section stays away. */
  media?: boolean
}

export function digestHandlers({ live = true, season = SEASON, media = true }: DigestOptions = {}) {
  return [
    http.get(`${API}/media`, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind') === 'photo' ? 'photo' : 'news'
      const items = media
        ? kind === 'news'
          ? [mediaItem(31, 'news'), mediaItem(30, 'news'), mediaItem(29, 'news')]
          : [41, 42, 43, 44].map((id) => mediaItem(id, 'photo'))
        : []
      return HttpResponse.json({
        page: 1,
        pageSize: items.length || 3,
        total: items.length,
        totalPages: items.length ? 1 : 0,
        searchOrder: 'latest',
        counts: { news: media ? 3 : 0, photo: media ? 4 : 0, video: 0, story: 0 },
        items,
      })
    }),
    http.get(`${API}/game/onLiveLeaderboardGame`, () => {
      const g = live ? (season.find((x) => x.status === 2) ?? null) : null
      return HttpResponse.json({ tourId: 11, gameId: g?.gameId ?? null, game: g })
    }),
    http.get(`${API}/game/schedule`, () =>
      HttpResponse.json({
        tourId: 11,
        year: 2026,
        years: [2026, 2025],
        months: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, count: 0 })),
        statuses: [1, 2, 3, 4, 9].map((status) => ({
          status,
          count: season.filter((g) => g.status === status).length,
        })),
        items: season,
      }),
    ),
    http.get(`${API}/game/:gameId/leaderboard`, () => HttpResponse.json(BOARD)),
    http.get(`${API}/game`, () => {
      const done = season
        .filter((g) => g.status === 3)
        .reverse()
        .slice(0, 3)
      return HttpResponse.json({ items: done, page: 1, pageSize: 3, total: done.length, totalPages: 1 })
    }),
    http.get(`${API}/rankings/:category`, ({ params }) =>
      HttpResponse.json(ranking(String(params.category), params.category === 'prize' ? 'won' : 'points')),
    ),
  ]
}
