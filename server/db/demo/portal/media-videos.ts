import { seoulInstant } from '@domain/time'
import type { Named, TournamentFacts } from './media-facts'
import { image } from './media-image'
import type { Draft } from './media-news'
import { CREDIT, iGa } from './media-text'

/** The two clips shipped in public/media/video (scripts/make-demo-videos.ts): 6 s each, 640×360 VP9. */
export const DEMO_CLIPS = {
  drive: { url: '/media/video/drive.webm', durationSec: 6 },
  putt: { url: '/media/video/putt.webm', durationSec: 6 },
} as const

/**
 * Highlights of a finished tournament: on the main tour the final round and the winning putt, elsewhere the
 * winning putt (only `withRoundClip` adds the round). Posters are 16:9 drawings of the same scenes.
 */
export function tournamentVideos(f: TournamentFacts, name: (id: number) => Named, withRoundClip: boolean): Draft[] {
  const { t } = f
  const w = f.winners[0]
  if (!t.finished || !w) return []
  const W = name(w.playerId)
  const common = {
    kind: 'video' as const,
    tourId: t.tourId,
    gameId: t.id,
    gameDate: t.endDate,
    round: t.format === 'match' ? null : t.rounds,
    memberId: W.id,
    creditKo: CREDIT.ko,
    creditEn: CREDIT.en,
    bodyKo: '',
    bodyEn: '',
  }
  const out: Draft[] = []
  if (withRoundClip && t.format === 'stroke') {
    out.push({
      ...common,
      field: 'tee',
      clubType: 'driver',
      publishedAt: seoulInstant(t.endDate, '20:30'),
      titleKo: `[하이라이트] ${t.nameKo} 최종 라운드`,
      titleEn: `Highlights: final round of the ${t.nameEn}`,
      summaryKo: `${iGa(W.ko)} 우승을 확정한 ${t.nameKo} 최종 ${t.rounds}라운드의 주요 장면.`,
      summaryEn: `The best of the final round of the ${t.nameEn}, where ${W.en} sealed the title.`,
      videoUrl: DEMO_CLIPS.drive.url,
      durationSec: DEMO_CLIPS.drive.durationSec,
      ...image('tee', t.tourId, t.id * 100 + 95, { player: W }, 'wide'),
    })
  }
  out.push({
    ...common,
    field: 'green',
    clubType: 'putter',
    publishedAt: seoulInstant(t.endDate, '21:00'),
    titleKo: `[영상] ${W.ko}의 우승 퍼트`,
    titleEn: `Video: ${W.en}'s winning putt`,
    summaryKo: `${t.nameKo} 마지막 홀, ${W.ko} 선수가 우승을 확정하는 퍼트.`,
    summaryEn: `${W.en} holes the putt that wins the ${t.nameEn}.`,
    videoUrl: DEMO_CLIPS.putt.url,
    durationSec: DEMO_CLIPS.putt.durationSec,
    ...image('putt', t.tourId, t.id * 100 + 96, { player: W, hole: 18 }, 'wide'),
  })
  return out
}
