import type { CutRule } from '@domain/scoring/types'
import type { Broadcast, StageType, TournamentFormat } from '../schema/tournament'
import type { Rng } from './rng'
import { addDays } from '@domain/time'

export type Phase = 'completed' | 'live' | 'upcoming' | 'cancelled'
/** How much is stored: shots + hole scores, hole scores only, or round totals only (old seasons). */
export type Detail = 'shots' | 'holes' | 'totals'

export interface TournamentPlan {
  key: string
  tourId: number
  year: number
  nameKo: string
  nameEn: string
  startDate: string
  rounds: number
  format: TournamentFormat
  cut: CutRule | null
  fieldSize: number
  purseWon: number
  winnerPoints: number
  grade: string | null
  stageType: StageType | null
  phase: Phase
  detail: Detail
  forcePlayoff: boolean
  entryFeeWon: number
  ticketPriceWon: number | null
  /** Application window as dates (opens 10:00 on the first, closes 16:00 on the second). */
  application: [string, string] | null
  broadcast: Broadcast | null
}

interface Series {
  ko: string
  en: string
  purse: number
  points: number
  grade: string | null
}

/** Main-tour events, invented sponsors; the order is the season's calendar. */
export const MAIN_SERIES: readonly Series[] = [
  { ko: '다온금융그룹 오픈', en: 'Daon Financial Group Open', purse: 1_000_000_000, points: 1200, grade: 'A' },
  { ko: '한울건설 챔피언십', en: 'Hanul E&C Championship', purse: 700_000_000, points: 1000, grade: 'B' },
  { ko: '새봄제약 인비테이셔널', en: 'Saebom Pharm Invitational', purse: 500_000_000, points: 800, grade: 'C' },
  { ko: '협회 선수권대회', en: 'Association Championship', purse: 1_500_000_000, points: 1300, grade: 'major' },
  { ko: '누리텔레콤 오픈', en: 'Nuri Telecom Open', purse: 700_000_000, points: 1000, grade: 'B' },
  { ko: '한빛전자 클래식', en: 'Hanbit Electronics Classic', purse: 800_000_000, points: 1000, grade: 'B' },
  { ko: '가람식품 오픈', en: 'Garam Foods Open', purse: 500_000_000, points: 800, grade: 'C' },
  { ko: '보람생명 챔피언십', en: 'Boram Life Championship', purse: 1_000_000_000, points: 1200, grade: 'A' },
  { ko: '동해해운 오픈', en: 'Donghae Shipping Open', purse: 600_000_000, points: 800, grade: 'C' },
  { ko: '청솔증권 마스터스', en: 'Cheongsol Securities Masters', purse: 1_200_000_000, points: 1200, grade: 'A' },
  { ko: '솔빛자동차 오픈', en: 'Solbit Motors Open', purse: 700_000_000, points: 1000, grade: 'B' },
  { ko: '하늘항공 챔피언십', en: 'Haneul Air Championship', purse: 1_000_000_000, points: 1200, grade: 'A' },
  { ko: '온누리화학 클래식', en: 'Onnuri Chemical Classic', purse: 500_000_000, points: 800, grade: 'C' },
  { ko: '푸른숲리조트 오픈', en: 'Pureunsup Resort Open', purse: 600_000_000, points: 800, grade: 'C' },
  {
    ko: '바른은행 투어 챔피언십',
    en: 'Bareun Bank Tour Championship',
    purse: 1_300_000_000,
    points: 1300,
    grade: 'major',
  },
]
export const MATCH_SERIES: Series = {
  ko: '미래에너지 매치플레이',
  en: 'Mirae Energy Match Play',
  purse: 1_000_000_000,
  points: 1000,
  grade: 'B',
}

const BROADCAST_MAIN: Broadcast = {
  channels: ['페어웨이TV', 'Golf One'],
  ko: '페어웨이TV 생중계 (1·2라운드 12:00-17:00, 3·4라운드 11:00-16:00), Golf One 재방송',
  en: 'Live on Fairway TV (rounds 1-2 12:00-17:00, rounds 3-4 11:00-16:00); replays on Golf One',
}
const BROADCAST_SMALL: Broadcast = {
  channels: ['페어웨이TV'],
  ko: '페어웨이TV 녹화중계 (최종일 20:00)',
  en: 'Fairway TV highlights (final day, 20:00)',
}

/** The field of the main tour's biggest events (its regular events take TOUR_RULES' 126). */
export const FULL_FIELD = 156

const TOUR_RULES: Readonly<
  Record<
    number,
    Pick<
      TournamentPlan,
      'rounds' | 'cut' | 'fieldSize' | 'entryFeeWon' | 'ticketPriceWon' | 'winnerPoints' | 'broadcast'
    > & { purse: number }
  >
> = {
  11: {
    rounds: 4,
    cut: { afterRound: 2, top: 60, ties: true },
    fieldSize: 126,
    entryFeeWon: 200_000,
    ticketPriceWon: 30_000,
    winnerPoints: 0,
    purse: 0,
    broadcast: BROADCAST_MAIN,
  },
  12: {
    rounds: 2,
    cut: null,
    fieldSize: 96,
    entryFeeWon: 150_000,
    ticketPriceWon: null,
    winnerPoints: 0,
    purse: 100_000_000,
    broadcast: null,
  },
  13: {
    rounds: 2,
    cut: null,
    fieldSize: 30,
    entryFeeWon: 150_000,
    ticketPriceWon: null,
    winnerPoints: 500,
    purse: 150_000_000,
    broadcast: BROADCAST_SMALL,
  },
  20: {
    rounds: 3,
    cut: { afterRound: 2, top: 50, ties: true },
    fieldSize: 60,
    entryFeeWon: 100_000,
    ticketPriceWon: null,
    winnerPoints: 200,
    purse: 60_000_000,
    broadcast: null,
  },
  54: {
    rounds: 2,
    cut: null,
    fieldSize: 60,
    entryFeeWon: 300_000,
    ticketPriceWon: null,
    winnerPoints: 0,
    purse: 0,
    broadcast: null,
  },
  75: {
    rounds: 2,
    cut: null,
    fieldSize: 22,
    entryFeeWon: 50_000,
    ticketPriceWon: null,
    winnerPoints: 0,
    purse: 0,
    broadcast: null,
  },
}

function numberedName(tourId: number, n: number, year: number): [string, string] {
  switch (tourId) {
    case 12:
      return [`챌린지투어 ${n}회 대회`, `Challenge Tour Event ${n}`]
    case 13:
      return n === 1
        ? ['시니어 선수권대회', 'Senior Championship']
        : [`챔피언스투어 ${n}회 대회`, `Champions Tour Event ${n}`]
    case 20:
      return [`윈터투어 ${n}차 대회`, `Winter Tour Event ${n}`]
    case 75:
      return [`주니어투어 ${n}차 대회`, `Junior Tour Event ${n}`]
    default:
      return [`${year} 대회 ${n}`, `${year} Event ${n}`]
  }
}

const STAGES: ReadonlyArray<[StageType, string, string]> = [
  ['tryout', '회원선발전 예선전', 'Membership Selection Tryout'],
  ['pro_trials', '프로선발전', 'Pro Trials'],
  ['tour_pro_trials', '투어프로선발전', 'Tour Pro Trials'],
  ['finals', '회원선발전 본선', 'Membership Selection Finals'],
]

function base(
  tourId: number,
  year: number,
  key: string,
  names: [string, string],
  startDate: string,
  phase: Phase,
): TournamentPlan {
  const rules = TOUR_RULES[tourId] ?? (TOUR_RULES[12] as NonNullable<(typeof TOUR_RULES)[number]>)
  return {
    key,
    tourId,
    year,
    nameKo: names[0],
    nameEn: names[1],
    startDate,
    rounds: rules.rounds,
    format: 'stroke',
    cut: rules.cut,
    fieldSize: rules.fieldSize,
    purseWon: rules.purse,
    winnerPoints: rules.winnerPoints,
    grade: null,
    stageType: null,
    phase,
    detail: phase === 'completed' ? 'holes' : 'totals',
    forcePlayoff: false,
    entryFeeWon: rules.entryFeeWon,
    ticketPriceWon: rules.ticketPriceWon,
    application: [addDays(startDate, -21), addDays(startDate, -7)],
    broadcast: rules.broadcast,
  }
}

function mainEvent(year: number, index: number, startDate: string, phase: Phase, match = false): TournamentPlan {
  const series = match ? MATCH_SERIES : (MAIN_SERIES[index % MAIN_SERIES.length] as Series)
  const plan = base(11, year, `11-${year}-${index}${match ? 'm' : ''}`, [series.ko, series.en], startDate, phase)
  plan.purseWon = series.purse
  plan.winnerPoints = series.points
  plan.grade = series.grade
  // A full field of 156 at the majors and the A-grade events, as the tour's biggest events take.
  if (series.grade === 'major' || series.grade === 'A') plan.fieldSize = FULL_FIELD
  if (match) Object.assign(plan, { format: 'match', cut: null, fieldSize: 16 })
  return plan
}

/**
 * The current season around `today`: completed events behind, the main tour's event in progress
 * (started yesterday, round 2 today), upcoming events ahead with application windows.
 */
export function currentSeason(year: number, today: string, scale: 'full' | 'test'): TournamentPlan[] {
  const plans: TournamentPlan[] = []
  const liveStart = addDays(today, -1)
  const completedMain = scale === 'full' ? 9 : 3
  const matchAt = scale === 'full' ? 4 : 3
  const upcomingMain = scale === 'full' ? 4 : 1
  const total = completedMain + 1 + upcomingMain
  for (let k = completedMain; k >= 1; k--) {
    const index = total - 1 - upcomingMain - k
    const isMatch = k === matchAt
    const plan = mainEvent(year, index, addDays(liveStart, -7 * k - (isMatch ? 1 : 0)), 'completed', isMatch)
    plan.forcePlayoff = k === 2
    plans.push(plan)
  }
  plans.push(mainEvent(year, total - 1 - upcomingMain, liveStart, 'live'))
  const upcomingOffsets = [7, 14, 21, 35]
  for (let u = 0; u < upcomingMain; u++)
    plans.push(mainEvent(year, total - upcomingMain + u, addDays(liveStart, upcomingOffsets[u] as number), 'upcoming'))
  if (scale === 'test') return plans

  const numbered = (tourId: number, completedStarts: number[], upcomingStarts: number[], cancelledAt?: number) => {
    const starts = [
      ...completedStarts.map((d) => [d, 'completed'] as const),
      ...upcomingStarts.map((d) => [d, 'upcoming'] as const),
    ].sort((a, b) => a[0] - b[0])
    starts.forEach(([offset, phase], i) => {
      const cancelled = cancelledAt === offset
      const plan = base(
        tourId,
        year,
        `${tourId}-${year}-${i}`,
        numberedName(tourId, i + 1, year),
        addDays(today, offset),
        cancelled ? 'cancelled' : phase,
      )
      plans.push(plan)
    })
  }
  numbered(12, [-38, -31, -24, -17, -10, -3], [4, 11], -24)
  numbered(13, [-26, -19, -12, -5], [9])
  numbered(20, [-34, -20, -6], [8, 22])
  numbered(75, [-18, -11, -4], [12])
  // Membership selection: stages of the qualifying process.
  STAGES.forEach(([stage, ko, en], i) => {
    const offset = [-27, -13, 10, 25][i] as number
    const plan = base(
      54,
      year,
      `54-${year}-${i}`,
      [`${year} ${ko}`, `${year} ${en}`],
      addDays(today, offset),
      offset < 0 ? 'completed' : 'upcoming',
    )
    plan.stageType = stage
    if (stage === 'pro_trials') Object.assign(plan, { rounds: 3, cut: { afterRound: 2, top: 40, ties: true } })
    if (stage === 'finals')
      Object.assign(plan, { rounds: 4, cut: { afterRound: 2, top: 65, ties: true }, fieldSize: 120 })
    plans.push(plan)
  })
  return plans
}

/** Events per season for old seasons (round totals only), by tour. */
function historyEvents(tourId: number, year: number, currentYear: number, scale: 'full' | 'test'): number {
  if (scale === 'test') return tourId === 11 ? 3 : 0
  const age = currentYear - year
  switch (tourId) {
    case 11:
      return 12 + Math.floor((25 - age) / 7)
    case 12:
      return age <= 20 ? 8 : 0
    case 13:
      return age <= 20 ? 5 : 0
    case 20:
      return age <= 10 ? 3 : 0
    case 54:
      return 2
    case 75:
      return age <= 15 ? 3 : 0
    default:
      return 0
  }
}

export function historySeasons(
  rng: Rng,
  currentYear: number,
  years: number,
  tours: readonly number[],
  scale: 'full' | 'test',
): TournamentPlan[] {
  const plans: TournamentPlan[] = []
  for (let year = currentYear - years; year < currentYear; year++) {
    for (const tourId of tours) {
      const count = historyEvents(tourId, year, currentYear, scale)
      // Spread the events over the season: April to November (the winter tour in December).
      const first = tourId === 20 ? `${year}-12-01` : `${year}-04-${String(rng.int(8, 16)).padStart(2, '0')}`
      const span = tourId === 20 ? 21 : 210
      for (let i = 0; i < count; i++) {
        const start = addDays(first, Math.round((i * span) / Math.max(1, count)))
        let plan: TournamentPlan
        if (tourId === 11) plan = mainEvent(year, i, start, 'completed')
        else if (tourId === 54) {
          const [stage, ko, en] = STAGES[i === 0 ? 0 : 3] as [StageType, string, string]
          plan = base(54, year, `54-${year}-${i}`, [`${year} ${ko}`, `${year} ${en}`], start, 'completed')
          plan.stageType = stage
        } else
          plan = base(tourId, year, `${tourId}-${year}-${i}`, numberedName(tourId, i + 1, year), start, 'completed')
        plan.key = `h-${plan.key}`
        plan.detail = 'totals'
        plan.application = null
        if (scale === 'test') plan.fieldSize = 32
        plans.push(plan)
      }
    }
  }
  return plans
}
