import type { articles, ArticleAttachment } from '../schema/index'
import { associationNotices } from './association-notices'
import type { DemoData } from './dataset'
import { addDays, seoulInstant, yearOf } from '@domain/time'

type ArticleInsert = typeof articles.$inferInsert
type TournamentInsert = DemoData['tournaments'][number]

const won = (n: number) => n.toLocaleString('en-US')

/** The tour's standing notices of the season: pinned at the top of its list. */
function seasonNotices(tourId: number, year: number, firstDay: string): ArticleInsert[] {
  return [
    {
      kind: 'tourNotice',
      tourId,
      pinned: true,
      publishedAt: seoulInstant(addDays(firstDay, -30), '09:00'),
      titleKo: `${year} 시즌 투어 운영 규정 개정 안내`,
      titleEn: `Amendments to the ${year} tour regulations`,
      bodyKo: `${year} 시즌 투어 운영 규정이 아래와 같이 개정되었습니다.\n\n1. 컷 통과 기준: 2라운드 종료 후 상위 60위(동타 포함)\n2. 61위 이하 선수에게는 제네시스 포인트 5점을 부여합니다.\n3. 경기 중 휴대전화 사용은 긴급 상황에 한해 허용됩니다.\n\n자세한 내용은 첨부 파일을 확인해 주시기 바랍니다.`,
      bodyEn: `The tour regulations for the ${year} season have been amended as follows.\n\n1. The cut: top 60 and ties after round 2.\n2. Players finishing 61st or lower receive 5 Genesis points.\n3. Mobile phones may be used during play in emergencies only.\n\nPlease see the attached file for the details.`,
      attachments: [
        {
          fileName: `${year}-tour-regulations.txt`,
          text: `${year} 투어 운영 규정 / ${year} tour regulations\n\n- Cut: top 60 and ties after round 2\n- 61st or lower: 5 Genesis points\n- Mobile phones: emergencies only\n`,
        },
      ],
    },
    {
      kind: 'tourNotice',
      tourId,
      pinned: true,
      publishedAt: seoulInstant(addDays(firstDay, -20), '09:00'),
      titleKo: `${year} 시즌 경기 중 유의사항`,
      titleEn: `Conduct during play in the ${year} season`,
      bodyKo: `갤러리와 선수 모두가 안전하게 경기를 즐길 수 있도록 아래 사항을 지켜 주시기 바랍니다.\n\n선수가 샷을 하는 동안에는 사진 촬영과 이동을 삼가 주십시오.\n\n낙뢰 경보 시에는 경기위원회의 안내에 따라 즉시 대피해 주십시오.`,
      bodyEn: `So that spectators and players can all enjoy the tournaments safely, please observe the following.\n\nDo not take photographs or move while a player is playing a shot.\n\nWhen a lightning warning sounds, take shelter at once as the rules committee directs.`,
      attachments: [],
    },
  ]
}

/** Application, pairing and result notices of one tournament, each only once its day has come. */
function tournamentNotices(t: TournamentInsert, today: string): ArticleInsert[] {
  const out: ArticleInsert[] = []
  const add = (day: string, a: Omit<ArticleInsert, 'kind' | 'tourId' | 'publishedAt' | 'pinned'>) => {
    if (day <= today)
      out.push({ kind: 'tourNotice', tourId: t.tourId, pinned: false, publishedAt: seoulInstant(day, '10:00'), ...a })
  }
  const fee = won(t.entryFeeWon ?? 0)
  add(addDays(t.startDate, -24), {
    titleKo: `${t.nameKo} 참가 신청 안내`,
    titleEn: `Entry application for the ${t.nameEn}`,
    bodyKo: `${t.nameKo} 참가 신청을 아래와 같이 받습니다.\n\n대회 기간: ${t.startDate} ~ ${t.endDate}\n참가비: ${fee}원\n\n신청은 접수 시작일 10:00부터 마감일 16:00까지 가능하며, 회비를 완납한 회원만 신청할 수 있습니다.`,
    bodyEn: `Entries for the ${t.nameEn} are open as follows.\n\nDates: ${t.startDate} to ${t.endDate}\nEntry fee: ${fee} won\n\nApplications open at 10:00 on the first day and close at 16:00 on the last day; only members with fully paid dues may apply.`,
    attachments: [
      {
        fileName: 'entry-guide.txt',
        text: `${t.nameKo} / ${t.nameEn}\n${t.startDate} - ${t.endDate}\nEntry fee ${fee} won\n`,
      },
    ],
  })
  add(addDays(t.startDate, -2), {
    titleKo: `${t.nameKo} 1·2라운드 조 편성 및 티오프 시간 안내`,
    titleEn: `Pairings and tee times for rounds 1 and 2 of the ${t.nameEn}`,
    bodyKo: `${t.nameKo} 1·2라운드 조 편성과 티오프 시간을 안내해 드립니다.\n\n조 편성표는 대회 페이지의 티타임 탭에서도 확인할 수 있습니다.\n\n출발 30분 전까지 스타트 하우스에 도착해 주시기 바랍니다.`,
    bodyEn: `The pairings and tee times for rounds 1 and 2 of the ${t.nameEn} are out.\n\nThe tee sheet is also on the tournament page's Tee Times tab.\n\nPlease be at the starter's hut 30 minutes before your time.`,
    attachments: [],
  })
  if (t.status === 3) {
    add(addDays(t.endDate, 1), {
      titleKo: `${t.nameKo} 최종 결과 안내`,
      titleEn: `Final results of the ${t.nameEn}`,
      bodyKo: `${t.nameKo}가 모든 일정을 마쳤습니다.\n\n최종 순위와 상금은 대회 페이지의 리더보드에서 확인할 수 있습니다.\n\n참가해 주신 모든 선수와 갤러리 여러분께 감사드립니다.`,
      bodyEn: `The ${t.nameEn} has finished.\n\nThe final positions and prize money are on the tournament page's leaderboard.\n\nThank you to every player and spectator who took part.`,
      attachments: [],
    })
  }
  return out
}

/**
 * The tour notices of the current season, in Korean and English, oldest first so ids follow publication.
 * Built from the season's tournaments, so they name real events of the demo. The association's own notices
 * (no tour) join them in the same table.
 */
export function generateArticles(data: DemoData, today: string): ArticleInsert[] {
  const year = yearOf(today)
  const season = data.tournaments.filter((t) => t.year === year && t.status !== 9)
  const tours = [...new Set(season.map((t) => t.tourId))].sort((a, b) => a - b)
  const all: ArticleInsert[] = []
  for (const tourId of tours) {
    const own = season.filter((t) => t.tourId === tourId).sort((a, b) => (a.startDate < b.startDate ? -1 : 1))
    const first = own[0]?.startDate ?? today
    all.push(...seasonNotices(tourId, year, first))
    for (const t of own) all.push(...tournamentNotices(t, today))
  }
  all.push(...associationNotices(today))
  all.sort(
    (a, b) =>
      a.publishedAt.getTime() - b.publishedAt.getTime() ||
      (a.tourId ?? 0) - (b.tourId ?? 0) ||
      a.titleEn.localeCompare(b.titleEn),
  )
  // Fixed, plausible view counts: older notices were read more.
  return all.map((a, i) => ({
    ...a,
    id: i + 1,
    viewCount:
      40 +
      ((i * 37) % 90) +
      Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - a.publishedAt.getTime()) / 86_400_000)) * 6,
  }))
}

export type { ArticleAttachment }
