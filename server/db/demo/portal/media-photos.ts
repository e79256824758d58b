import type { ClubType, MediaScore } from '@contract/media-codes'
import { seoulInstant } from '@domain/time'
import type { HoleMoment, Named, RoundFacts, TournamentFacts } from './media-facts'
import { image } from './media-image'
import type { Draft } from './media-news'
import { iGa, ordinal, PHOTO_CREDIT } from './media-text'

const scoreOf = (m: HoleMoment): MediaScore =>
  m.strokes === 1
    ? 'holeInOne'
    : m.strokes <= m.par - 3
      ? 'albatross'
      : m.strokes <= m.par - 2
        ? 'eagle'
        : m.strokes === m.par - 1
          ? 'birdie'
          : m.strokes === m.par
            ? 'par'
            : 'bogey'
const scoreKo: Record<MediaScore, string> = {
  holeInOne: '홀인원',
  albatross: '알바트로스',
  eagle: '이글',
  birdie: '버디',
  par: '파',
  bogey: '보기',
}
const scoreEn: Record<MediaScore, string> = {
  holeInOne: 'hole-in-one',
  albatross: 'albatross',
  eagle: 'eagle',
  birdie: 'birdie',
  par: 'par',
  bogey: 'bogey',
}
/** The club a second shot needs on the hole's par. */
const approachClub = (par: number): ClubType => (par >= 5 ? 'wood' : par === 4 ? 'iron' : 'iron')

/** A tournament's photos of one round: the day's story in five or six pictures, each published as it happened. */
function roundPhotos(f: TournamentFacts, r: RoundFacts, name: (id: number) => Named): Draft[] {
  const { t } = f
  const live = r.status === 'playing'
  const out: Draft[] = []
  const seed = (k: number) => t.id * 100 + r.round * 10 + k
  const at = (time: string) => seoulInstant(r.date, time)
  const photo = (
    time: string,
    p: Omit<Draft, 'kind' | 'tourId' | 'gameId' | 'gameDate' | 'round' | 'publishedAt' | 'creditKo' | 'creditEn'>,
  ): Draft => ({
    kind: 'photo',
    tourId: t.tourId,
    gameId: t.id,
    gameDate: r.date,
    round: r.round,
    publishedAt: at(time),
    creditKo: PHOTO_CREDIT.ko,
    creditEn: PHOTO_CREDIT.en,
    bodyKo: '',
    bodyEn: '',
    ...p,
  })
  const leader = r.standings[0] ? name(r.standings[0].playerId) : r.birdies[0] ? name(r.birdies[0].playerId) : null
  if (leader) {
    out.push(
      photo('08:20', {
        memberId: leader.id,
        field: 'tee',
        clubType: 'driver',
        titleKo: `${leader.ko}, ${r.round}라운드 첫 티샷`,
        titleEn: `${leader.en} drives off in round ${r.round}`,
        summaryKo: `${t.nameKo} ${r.round}라운드 1번 홀에서 티샷을 날리는 ${leader.ko} 선수.`,
        summaryEn: `${leader.en} tees off on the 1st hole in round ${r.round} of the ${t.nameEn}.`,
        ...image('tee', t.tourId, seed(1), { player: leader, hole: 1 }),
      }),
    )
  }
  const big = r.eagles[0] ?? r.birdies.find((b) => b.par >= 4 && b.playerId !== leader?.id)
  if (big && !live) {
    const p = name(big.playerId)
    const score = scoreOf(big)
    out.push(
      photo('11:10', {
        memberId: p.id,
        field: 'fairway',
        clubType: approachClub(big.par),
        score,
        titleKo: `${p.ko}, ${big.hole}번 홀 ${scoreKo[score]}로 이어진 두 번째 샷`,
        titleEn: `${p.en}'s approach sets up ${score === 'eagle' ? 'an' : 'a'} ${scoreEn[score]} on the ${ordinal(big.hole)}`,
        summaryKo: `${iGa(p.ko)} ${big.hole}번 홀(파${big.par})에서 두 번째 샷을 그린에 올리고 있다. 이 홀을 ${big.strokes}타로 마쳤다.`,
        summaryEn: `${p.en} finds the green with his second on the ${ordinal(big.hole)} (par ${big.par}) and plays the hole in ${big.strokes}.`,
        ...image('approach', t.tourId, seed(2), { player: p }),
      }),
    )
  }
  const ace = r.aces[0]
  if (ace) {
    const p = name(ace.playerId)
    out.push(
      photo('12:30', {
        memberId: p.id,
        field: 'tee',
        clubType: 'iron',
        score: 'holeInOne',
        titleKo: `${p.ko}, ${ace.hole}번 홀 홀인원`,
        titleEn: `Hole-in-one for ${p.en} on the ${ordinal(ace.hole)}`,
        summaryKo: `${iGa(p.ko)} ${ace.hole}번 홀(파3) 티샷을 그대로 홀에 넣은 순간.`,
        summaryEn: `${p.en}'s tee shot on the ${ordinal(ace.hole)} (par 3) drops into the cup.`,
        ...image('tee', t.tourId, seed(6), { player: p, hole: ace.hole }),
      }),
    )
  }
  const save = !live ? (r.sandSaves.find((s) => s.playerId !== leader?.id) ?? r.sandSaves[0]) : undefined
  if (save) {
    const p = name(save.playerId)
    const score = scoreOf(save)
    out.push(
      photo('13:05', {
        memberId: p.id,
        field: 'bunker',
        clubType: 'wedge',
        score,
        titleKo: `${p.ko}, ${save.hole}번 홀 벙커에서 ${scoreKo[score]} 세이브`,
        titleEn: `${p.en} gets up and down from the sand for ${score === 'par' ? 'par' : `a ${scoreEn[score]}`} on the ${ordinal(save.hole)}`,
        summaryKo: `${iGa(p.ko)} ${save.hole}번 홀 그린 옆 벙커에서 공을 핀 가까이 붙이고 있다.`,
        summaryEn: `${p.en} splashes out close to the pin from a greenside bunker on the ${ordinal(save.hole)}.`,
        ...image('bunker', t.tourId, seed(3), { player: p }),
      }),
    )
  }
  out.push(
    photo(live ? '10:20' : '14:20', {
      field: 'fairway',
      titleKo: `${t.nameKo} ${r.round}라운드 갤러리`,
      titleEn: `The gallery at round ${r.round} of the ${t.nameEn}`,
      summaryKo: `${r.round}라운드, 로프 밖에서 선수들을 따라 걷는 갤러리.`,
      summaryEn: `Spectators follow the groups along the ropes in round ${r.round}.`,
      ...image('gallery', t.tourId, seed(4)),
    }),
  )
  const putt = leader ? [...r.birdies].reverse().find((b) => b.playerId === leader.id) : r.birdies[0]
  if (putt) {
    const p = name(putt.playerId)
    out.push(
      photo(live ? '11:30' : '15:40', {
        memberId: p.id,
        field: 'green',
        clubType: 'putter',
        score: 'birdie',
        titleKo: `${p.ko}, ${putt.hole}번 홀 버디 퍼트`,
        titleEn: `${p.en} rolls in a birdie putt on the ${ordinal(putt.hole)}`,
        summaryKo: `${iGa(p.ko)} ${putt.hole}번 홀 그린에서 버디 퍼트를 성공시키고 있다.`,
        summaryEn: `${p.en} holes his birdie putt on the ${ordinal(putt.hole)} green.`,
        ...image('putt', t.tourId, seed(5), { player: p, hole: putt.hole }),
      }),
    )
  }
  return out
}

/** Every photo of a tournament so far: the rounds played or in play, and the trophy once it is won. */
export function tournamentPhotos(f: TournamentFacts, name: (id: number) => Named): Draft[] {
  const out = f.rounds.filter((r) => r.status !== 'planned').flatMap((r) => roundPhotos(f, r, name))
  const w = f.winners[0]
  if (f.t.finished && w) {
    const W = name(w.playerId)
    out.push({
      kind: 'photo',
      tourId: f.t.tourId,
      gameId: f.t.id,
      gameDate: f.t.endDate,
      round: f.t.format === 'match' ? null : f.t.rounds,
      memberId: W.id,
      publishedAt: seoulInstant(f.t.endDate, '17:40'),
      creditKo: PHOTO_CREDIT.ko,
      creditEn: PHOTO_CREDIT.en,
      titleKo: `${W.ko}, ${f.t.nameKo} 우승 트로피`,
      titleEn: `${W.en} lifts the ${f.t.nameEn} trophy`,
      summaryKo: `시상식에서 우승 트로피를 들어 올린 ${W.ko} 선수.`,
      summaryEn: `${W.en} raises the trophy at the prize-giving.`,
      ...image('trophy', f.t.tourId, f.t.id * 100 + 90, { player: W }),
    })
  }
  return out
}
