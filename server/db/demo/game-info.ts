import type { BuildContext } from './build-context'
import type { TournamentPlan } from './schedule'
import { addDays, seoulInstant, yearOf } from '@domain/time'

/**
 * Visitor information (address, shuttle, parking) and the broadcast schedule of the current season's
 * tournaments. Old seasons get none: nobody travels to a past event. Deterministic from the plan and
 * the course; no random stream, so adding this changed no other table's rows.
 */

/** Where the shuttle starts, by course id (1-based, cycling): a station or terminal near each region. */
const SHUTTLE_FROM: ReadonlyArray<[string, string]> = [
  ['경강선 여주역', 'Yeoju Station (Gyeonggang Line)'],
  ['경춘선 남춘천역', 'Namchuncheon Station (Gyeongchun Line)'],
  ['김해 부원역', 'Buwon Station, Gimhae'],
  ['서귀포 중앙로터리', 'Seogwipo Central Rotary'],
  ['충주 버스터미널', 'Chungju Bus Terminal'],
  ['공항철도 운서역', 'Unseo Station (AREX)'],
  ['KTX 신경주역', 'Singyeongju Station (KTX)'],
  ['KTX 목포역', 'Mokpo Station (KTX)'],
  ['제주국제공항 3번 게이트', 'Jeju International Airport, gate 3'],
  ['경강선 이천역', 'Icheon Station (Gyeonggang Line)'],
]

/** Broadcast windows per tour as [channel, kind, rounds it covers ('all' or 'last'), start, end] ('HH:MM' Seoul). */
type Window = [string, 'live' | 'replay', 'all' | 'last' | 'early' | 'late', string, string]
const WINDOWS: Readonly<Record<number, readonly Window[]>> = {
  11: [
    ['Fairway TV', 'live', 'early', '12:00', '17:00'],
    ['Fairway TV', 'live', 'late', '11:00', '16:00'],
    ['Golf One', 'replay', 'all', '21:00', '23:00'],
  ],
  13: [['Fairway TV', 'replay', 'last', '20:00', '21:30']],
}

function coversRound(which: Window[2], round: number, rounds: number): boolean {
  if (which === 'all') return true
  if (which === 'last') return round === rounds
  // Rounds 1-2 are the early days, the weekend rounds the late ones.
  return which === 'early' ? round <= 2 : round > 2
}

export function pushGameInfo(ctx: BuildContext, plan: TournamentPlan, id: number, courseId: number): void {
  if (plan.year < yearOf(ctx.today) || plan.phase === 'cancelled') return
  const course = ctx.courses.find((c) => c.id === courseId)
  if (!course) return
  const [fromKo, fromEn] = SHUTTLE_FROM[(courseId - 1) % SHUTTLE_FROM.length] as [string, string]
  const spectators = plan.ticketPriceWon !== null
  ctx.data.visitorInfo.push({
    tournamentId: id,
    addressKo: `${course.locationKo} ${course.nameKo}`,
    addressEn: `${course.nameEn}, ${course.locationEn}`,
    shuttleKo: spectators
      ? `${fromKo} ↔ 클럽하우스 무료 셔틀버스: 대회 기간 매일 06:30-19:00, 20분 간격 운행 (약 25분 소요)`
      : null,
    shuttleEn: spectators
      ? `Free shuttle bus ${fromEn} ↔ clubhouse: every day of the tournament, 06:30-19:00, every 20 minutes (about 25 minutes)`
      : null,
    parkingKo: spectators
      ? '갤러리 전용 주차장(골프장 입구 제2주차장, 무료)을 이용해 주세요. 클럽하우스 주차장은 선수·관계자 전용입니다. 주말에는 혼잡하니 셔틀버스를 권장합니다.'
      : '골프장 주차장을 이용할 수 있습니다 (무료).',
    parkingEn: spectators
      ? 'Please use the spectator car park (car park 2 at the club entrance, free). The clubhouse car park is for players and officials only. Weekends are busy: the shuttle bus is recommended.'
      : "The club's car park is open to visitors (free).",
  })
  for (let round = 1; round <= plan.rounds; round++) {
    const day = addDays(plan.startDate, round - 1)
    for (const [channel, kind, which, from, to] of WINDOWS[plan.tourId] ?? []) {
      if (!coversRound(which, round, plan.rounds)) continue
      ctx.data.broadcastSlots.push({
        tournamentId: id,
        round,
        channel,
        kind,
        startsAt: seoulInstant(day, from),
        endsAt: seoulInstant(day, to),
      })
    }
  }
}
