import { z } from 'zod'
import { bilingual, bilingualKeys, fillBoth, readDataFile, readOnce, type TemplateValues } from '../../data-file'
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
const caption = z.strictObject({ title: bilingual, summary: bilingual })
const photoFile = z.strictObject({
  scores: bilingualKeys<MediaScore>('holeInOne', 'albatross', 'eagle', 'birdie', 'par', 'bogey'),
  teeShot: caption,
  approach: caption,
  ace: caption,
  sandSave: caption,
  gallery: caption,
  birdiePutt: caption,
  trophy: caption,
})
type PhotoTexts = z.infer<typeof photoFile>

const FILE = new URL('../text/media-photos.yaml', import.meta.url)

/** The photos' captions (server/db/demo/text/media-photos.yaml, decision 0047). */
export const readPhotoFile = readOnce((): PhotoTexts => readDataFile(FILE, photoFile))

/** A photo's title and summary filled in each language. */
function captioned(text: z.infer<typeof caption>, ko: TemplateValues, en: TemplateValues) {
  const title = fillBoth(text.title, ko, en)
  const summary = fillBoth(text.summary, ko, en)
  return { titleKo: title.ko, titleEn: title.en, summaryKo: summary.ko, summaryEn: summary.en }
}

/** The club a second shot needs on the hole's par. */
const approachClub = (par: number): ClubType => (par >= 5 ? 'wood' : par === 4 ? 'iron' : 'iron')

/** A tournament's photos of one round: the day's story in five or six pictures, each published as it happened. */
function roundPhotos(texts: PhotoTexts, f: TournamentFacts, r: RoundFacts, name: (id: number) => Named): Draft[] {
  const { t } = f
  /** The values every caption of the round may use, for a player and a hole when the photo has them. */
  const ko = (p?: Named, hole?: number, more: TemplateValues = {}): TemplateValues => ({
    name: t.nameKo,
    round: r.round,
    ...(p && { player: p.ko, playerSubject: iGa(p.ko) }),
    ...(hole !== undefined && { hole }),
    ...more,
  })
  const en = (p?: Named, hole?: number, more: TemplateValues = {}): TemplateValues => ({
    name: t.nameEn,
    round: r.round,
    ...(p && { player: p.en }),
    ...(hole !== undefined && { hole: ordinal(hole) }),
    ...more,
  })
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
        ...captioned(texts.teeShot, ko(leader), en(leader)),
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
        ...captioned(
          texts.approach,
          ko(p, big.hole, { score: texts.scores[score].ko, par: big.par, strokes: big.strokes }),
          // The article as the demo has always written it: "an" before an eagle only.
          en(p, big.hole, {
            score: `${score === 'eagle' ? 'an' : 'a'} ${texts.scores[score].en}`,
            par: big.par,
            strokes: big.strokes,
          }),
        ),
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
        ...captioned(texts.ace, ko(p, ace.hole), en(p, ace.hole)),
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
        ...captioned(
          texts.sandSave,
          ko(p, save.hole, { score: texts.scores[score].ko }),
          en(p, save.hole, { score: score === 'par' ? texts.scores.par.en : `a ${texts.scores[score].en}` }),
        ),
        ...image('bunker', t.tourId, seed(3), { player: p }),
      }),
    )
  }
  out.push(
    photo(live ? '10:20' : '14:20', {
      field: 'fairway',
      ...captioned(texts.gallery, ko(), en()),
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
        ...captioned(texts.birdiePutt, ko(p, putt.hole), en(p, putt.hole)),
        ...image('putt', t.tourId, seed(5), { player: p, hole: putt.hole }),
      }),
    )
  }
  return out
}

/** Every photo of a tournament so far: the rounds played or in play, and the trophy once it is won. */
export function tournamentPhotos(f: TournamentFacts, name: (id: number) => Named): Draft[] {
  const texts = readPhotoFile()
  const out = f.rounds.filter((r) => r.status !== 'planned').flatMap((r) => roundPhotos(texts, f, r, name))
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
      ...captioned(texts.trophy, { player: W.ko, name: f.t.nameKo }, { player: W.en, name: f.t.nameEn }),
      ...image('trophy', f.t.tourId, f.t.id * 100 + 90, { player: W }),
    })
  }
  return out
}
