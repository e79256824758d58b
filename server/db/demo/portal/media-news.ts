import { z } from 'zod'
import { type Bilingual, bilingualKeys, fillBoth, readDataFile, readOnce, type TemplateValues } from '../../data-file'
import type { MediaItemInsert } from '../../schema/index'
import { addDays, seoulInstant } from '@domain/time'
import type { Named, RoundFacts, TournamentFacts } from './media-facts'
import { image } from './media-image'
import {
  CREDIT,
  enWord,
  eulReul,
  eunNeun,
  iGa,
  ordinal,
  paragraphs,
  strokesEn,
  toParEn,
  toParKo,
  toParShort,
  waGwa,
  wonEn,
  wonKo,
} from './media-text'

export type Draft = Omit<MediaItemInsert, 'id' | 'viewCount'>

const REPORT_SCENES = ['tee', 'approach', 'putt', 'bunker'] as const

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const dayKo = (d: string) => `${Number(d.slice(5, 7))}월 ${Number(d.slice(8, 10))}일`
const dayEn = (d: string) => `${Number(d.slice(8, 10))} ${MONTHS[Number(d.slice(5, 7)) - 1]}`

function base(f: TournamentFacts, day: string, time: string) {
  return {
    tourId: f.t.tourId,
    gameId: f.t.id,
    gameDate: day,
    publishedAt: seoulInstant(day, time),
    creditKo: CREDIT.ko,
    creditEn: CREDIT.en,
    summaryKo: '',
    summaryEn: '',
  }
}

const newsFile = z.strictObject({
  preview: bilingualKeys('title', 'summary', 'where', 'opening', 'course', 'cut', 'defending', 'genesis', 'broadcast'),
  round: bilingualKeys(
    'titleShared',
    'titleAlone',
    'summary',
    'standingShared',
    'standingAlone',
    'opening',
    'birdie',
    'birdies',
    'eagle',
    'eagles',
    'shared',
    'chasing',
    'third',
    'low',
    'ace',
    'eagleHole',
    'cut',
    'next',
  ),
  winner: bilingualKeys(
    'titleMatch',
    'titleStroke',
    'playoff',
    'firstWin',
    'nthWin',
    'summaryMatch',
    'summaryStroke',
    'openingMatch',
    'beatRunner',
    'beatNobody',
    'openingStroke',
    'lastRound',
    'playoffWon',
    'withRunner',
    'second',
    'prize',
    'genesis',
    'ceremony',
  ),
})
export type NewsTexts = z.infer<typeof newsFile>

const FILE = new URL('../text/media-news.yaml', import.meta.url)

/** The tournaments' news texts (server/db/demo/text/media-news.yaml, decision 0047). */
export const readNewsFile = readOnce((): NewsTexts => readDataFile(FILE, newsFile))

/** A body from the paragraphs a tournament's facts allow, in each language. */
const body = (...parts: Array<Bilingual | false | null | undefined>) => ({
  bodyKo: paragraphs(...parts.map((p) => p && p.ko)),
  bodyEn: paragraphs(...parts.map((p) => p && p.en)),
})

const localeOf = { ko: 'ko-KR', en: 'en-US' } as const

function preview(texts: NewsTexts, f: TournamentFacts, name: (id: number) => Named): Draft {
  const T = texts.preview
  const { t, course } = f
  const field = f.field || t.fieldSize || 0
  const where = course
    ? fillBoth(
        T.where,
        { location: course.locationKo, course: course.nameKo },
        { location: course.locationEn, course: course.nameEn },
      )
    : { ko: '', en: '' }
  const defending = f.defending ? name(f.defending) : null
  const cut = t.cutAfterRound ? fillBoth(T.cut, { round: t.cutAfterRound, top: t.cutTop ?? '' }) : null
  const ko = {
    name: t.nameKo,
    nameTopic: eunNeun(t.nameKo),
    nameSubject: iGa(t.nameKo),
    start: dayKo(t.startDate),
    end: dayKo(t.endDate),
    field,
    rounds: t.rounds,
    purse: wonKo(t.purseWon ?? 0),
    where: where.ko,
  }
  const en = {
    name: t.nameEn,
    start: dayEn(t.startDate),
    end: dayEn(t.endDate),
    field,
    rounds: enWord(t.rounds),
    purse: wonEn(t.purseWon ?? 0),
    where: where.en,
  }
  const title = fillBoth(T.title, ko, en)
  const summary = fillBoth(T.summary, ko, en)
  const courseText =
    course &&
    fillBoth(
      T.course,
      { par: course.par, yards: course.yards.toLocaleString(localeOf.ko), cut: cut?.ko ?? '' },
      { par: course.par, yards: course.yards.toLocaleString(localeOf.en), cut: cut?.en ?? '' },
    )
  const points = (lang: 'ko' | 'en') => ({ points: (t.genesisPoints ?? 0).toLocaleString(localeOf[lang]) })
  return {
    ...base(f, addDays(t.startDate, -2), '10:00'),
    kind: 'news',
    titleKo: title.ko,
    titleEn: title.en,
    summaryKo: summary.ko,
    summaryEn: summary.en,
    ...body(
      fillBoth(T.opening, ko, en),
      courseText && { ko: courseText.ko.trim(), en: courseText.en.trim() },
      defending && fillBoth(T.defending, { defending: defending.ko }, { defending: defending.en }),
      t.genesisPoints ? fillBoth(T.genesis, points('ko'), points('en')) : null,
      t.broadcast ? fillBoth(T.broadcast, { broadcast: t.broadcast.ko }, { broadcast: t.broadcast.en }) : null,
    ),
    ...image('course', t.tourId, t.id * 100 + 1, {
      course: course ? { ko: course.nameKo, en: course.nameEn } : undefined,
    }),
  }
}

function dayMoments(r: RoundFacts, playerId: number) {
  return {
    birdies: r.birdies.filter((b) => b.playerId === playerId).length,
    eagles: r.eagles.filter((e) => e.playerId === playerId).length,
  }
}

function roundReport(texts: NewsTexts, f: TournamentFacts, r: RoundFacts, name: (id: number) => Named): Draft | null {
  const T = texts.round
  const [lead, second, third] = r.standings
  if (!lead || !second) return null
  const { t } = f
  const L = name(lead.playerId)
  const S = name(second.playerId)
  const day = dayMoments(r, lead.playerId)
  const shared = r.gap === 0
  const low = r.lowRound && r.lowRound.playerId !== lead.playerId ? r.lowRound : null
  const lowName = low ? name(low.playerId) : null
  const highlight = r.aces[0] ?? r.eagles[0]
  const hl = highlight ? { who: name(highlight.playerId), ace: highlight.strokes === 1, hole: highlight.hole } : null
  const count = (one: Bilingual, many: Bilingual, n: number) => fillBoth(n === 1 ? one : many, { n }, { n: enWord(n) })
  const birdies = count(T.birdie, T.birdies, day.birdies)
  const eagles = day.eagles ? count(T.eagle, T.eagles, day.eagles) : { ko: '', en: '' }
  const thirdText = third
    ? fillBoth(
        T.third,
        { third: name(third.playerId).ko, thirdToPar: toParShort(third.cumToPar) },
        { third: name(third.playerId).en, thirdToPar: toParShort(third.cumToPar) },
      )
    : { ko: '', en: '' }
  const standing = shared ? T.standingShared : T.standingAlone
  const ko = {
    name: t.nameKo,
    round: r.round,
    date: dayKo(r.date),
    lead: L.ko,
    leadSubject: iGa(L.ko),
    second: S.ko,
    secondWith: waGwa(S.ko),
    secondSubject: iGa(S.ko),
    gap: r.gap,
    strokes: lead.roundStrokes,
    roundToPar: toParKo(lead.roundToPar),
    toPar: toParKo(lead.cumToPar),
    secondToPar: toParKo(second.cumToPar),
    standing: standing.ko,
    birdies: birdies.ko,
    eagles: eagles.ko,
    third: thirdText.ko,
  }
  const en = {
    name: t.nameEn,
    round: r.round,
    date: dayEn(r.date),
    lead: L.en,
    second: S.en,
    gap: strokesEn(r.gap),
    strokes: lead.roundStrokes,
    roundToPar: toParShort(lead.roundToPar),
    toPar: toParEn(lead.cumToPar),
    secondToPar: toParEn(second.cumToPar),
    standing: standing.en,
    birdies: birdies.en,
    eagles: eagles.en,
    third: thirdText.en,
  }
  const title = fillBoth(shared ? T.titleShared : T.titleAlone, ko, en)
  const summary = fillBoth(T.summary, ko, en)
  return {
    ...base(f, r.date, '19:30'),
    kind: 'news',
    round: r.round,
    memberId: lead.playerId,
    titleKo: title.ko,
    titleEn: title.en,
    summaryKo: summary.ko,
    summaryEn: summary.en,
    ...body(
      fillBoth(T.opening, ko, en),
      fillBoth(shared ? T.shared : T.chasing, ko, en),
      low &&
        lowName &&
        fillBoth(
          T.low,
          { low: lowName.ko, lowStrokes: low.roundStrokes, lowToPar: toParKo(low.roundToPar) },
          { low: lowName.en, lowStrokes: low.roundStrokes, lowToPar: toParShort(low.roundToPar) },
        ),
      hl &&
        fillBoth(
          hl.ace ? T.ace : T.eagleHole,
          { who: hl.who.ko, hole: hl.hole },
          { who: hl.who.en, hole: ordinal(hl.hole) },
        ),
      r.cut &&
        fillBoth(
          T.cut,
          { line: toParKo(r.cut.line), made: r.cut.made },
          { line: toParShort(r.cut.line), made: r.cut.made, next: r.round + 1 },
        ),
      r.round < t.rounds &&
        fillBoth(
          T.next,
          { next: r.round + 1, nextDay: dayKo(addDays(r.date, 1)) },
          { next: r.round + 1, nextDay: dayEn(addDays(r.date, 1)) },
        ),
    ),
    // A different moment each day, so a tournament's reports do not all open on the same picture.
    ...image(REPORT_SCENES[(r.round - 1) % REPORT_SCENES.length]!, t.tourId, t.id * 100 + 10 + r.round, { player: L }),
  }
}

function winnerStory(texts: NewsTexts, f: TournamentFacts, name: (id: number) => Named): Draft | null {
  const T = texts.winner
  const { t } = f
  const w = f.winners[0]
  if (!w || !t.finished) return null
  const W = name(w.playerId)
  const runner = f.runnersUp[0] !== undefined ? name(f.runnersUp[0]) : null
  const last = f.rounds[f.rounds.length - 1]
  const lastRound = last?.standings.find((s) => s.playerId === w.playerId) ?? null
  const second = last?.standings.find((s) => s.playerId !== w.playerId) ?? null
  const margin = second && !f.playoff ? second.cumStrokes - w.strokes : 0
  const match = t.format === 'match'
  const wins = fillBoth(
    f.winnerWins <= 1 ? T.firstWin : T.nthWin,
    { wins: f.winnerWins },
    { wins: ordinal(f.winnerWins) },
  )
  const result = f.finalResult ?? ''
  const runnerKo: TemplateValues = runner ? { runner: runner.ko, runnerObject: eulReul(runner.ko), result } : {}
  const runnerEn: TemplateValues = runner ? { runner: runner.en, result } : {}
  const points = (lang: 'ko' | 'en') => ({ points: (t.genesisPoints ?? 0).toLocaleString(localeOf[lang]) })
  const none = { ko: '', en: '' }
  const playoff = f.playoff ? T.playoff : none
  const beat = runner ? fillBoth(T.beatRunner, runnerKo, runnerEn) : T.beatNobody
  const finalRound = lastRound ? fillBoth(T.lastRound, { strokes: lastRound.roundStrokes }) : none
  const genesis = t.genesisPoints ? fillBoth(T.genesis, points('ko'), points('en')) : none
  const withRunner = runner ? fillBoth(T.withRunner, { runnerWith: waGwa(runner.ko) }, runnerEn) : none
  const ko = {
    ...runnerKo,
    name: t.nameKo,
    end: dayKo(t.endDate),
    rounds: t.rounds,
    winner: W.ko,
    winnerSubject: iGa(W.ko),
    winsObject: eulReul(wins.ko),
    toPar: toParKo(w.toPar),
    strokes: w.strokes,
    prize: wonKo(w.prizeWon),
    playoff: playoff.ko,
    beat: beat.ko,
    lastRound: finalRound.ko,
    genesis: genesis.ko,
    withRunner: withRunner.ko,
    runnerSubject: runner ? iGa(runner.ko) : '',
    margin,
  }
  const en = {
    ...runnerEn,
    name: t.nameEn,
    end: dayEn(t.endDate),
    winner: W.en,
    wins: wins.en,
    toPar: toParEn(w.toPar),
    strokes: w.strokes,
    prize: wonEn(w.prizeWon),
    playoff: playoff.en,
    beat: beat.en,
    lastRound: finalRound.en,
    genesis: genesis.en,
    withRunner: withRunner.en,
    margin: strokesEn(margin),
  }
  const title = fillBoth(match && runner ? T.titleMatch : T.titleStroke, ko, en)
  const summary = fillBoth(match ? T.summaryMatch : T.summaryStroke, ko, en)
  return {
    ...base(f, t.endDate, '19:00'),
    kind: 'news',
    round: match ? null : t.rounds,
    memberId: w.playerId,
    titleKo: title.ko.replace(/\s+/g, ' '),
    titleEn: title.en.replace(/\s+/g, ' '),
    summaryKo: summary.ko,
    summaryEn: summary.en,
    ...body(
      fillBoth(match ? T.openingMatch : T.openingStroke, ko, en),
      !match && (f.playoff ? fillBoth(T.playoffWon, ko, en) : runner && margin > 0 ? fillBoth(T.second, ko, en) : null),
      fillBoth(T.prize, ko, en),
      T.ceremony,
    ),
    ...image('trophy', t.tourId, t.id * 100 + 20, { player: W }),
  }
}

/** Previews, round reports and the winner's story of one tournament, each once its time has come. */
export function tournamentNews(f: TournamentFacts, today: string, name: (id: number) => Named): Draft[] {
  const out: Draft[] = []
  const texts = readNewsFile()
  if (addDays(f.t.startDate, -2) <= today) out.push(preview(texts, f, name))
  if (f.t.format === 'stroke') {
    for (const r of f.rounds) {
      if (r.status !== 'complete' || (r.round === f.t.rounds && f.t.finished)) continue
      const report = roundReport(texts, f, r, name)
      if (report) out.push(report)
    }
  }
  const story = winnerStory(texts, f, name)
  if (story) out.push(story)
  return out
}
