import type { MediaItemInsert } from '../../schema/index'
import { addDays, seoulInstant } from '@domain/time'
import type { Named, RoundFacts, Standing, TournamentFacts } from './media-facts'
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

function preview(f: TournamentFacts, name: (id: number) => Named): Draft {
  const { t, course } = f
  const field = f.field || t.fieldSize || 0
  const where = course
    ? { ko: `${course.locationKo} ${course.nameKo}`, en: `${course.nameEn} in ${course.locationEn}` }
    : { ko: '', en: '' }
  const defending = f.defending ? name(f.defending) : null
  const cut = t.cutAfterRound
    ? {
        ko: `${t.cutAfterRound}라운드 뒤 상위 ${t.cutTop}위(동타 포함)까지 컷을 통과한다.`,
        en: `The top ${t.cutTop} and ties after round ${t.cutAfterRound} make the cut.`,
      }
    : null
  return {
    ...base(f, addDays(t.startDate, -2), '10:00'),
    kind: 'news',
    titleKo: `${t.nameKo} ${dayKo(t.startDate)} 개막… ${field}명 출전`,
    titleEn: `${t.nameEn} starts on ${dayEn(t.startDate)} with ${field} players`,
    summaryKo: `총상금 ${wonKo(t.purseWon ?? 0)} 규모의 ${eunNeun(t.nameKo)} ${dayKo(t.startDate)}부터 ${dayKo(t.endDate)}까지 ${where.ko}에서 열린다.`,
    summaryEn: `The ${t.nameEn}, worth ${wonEn(t.purseWon ?? 0)}, is played at ${where.en} from ${dayEn(t.startDate)} to ${dayEn(t.endDate)}.`,
    bodyKo: paragraphs(
      `${iGa(t.nameKo)} ${dayKo(t.startDate)} ${where.ko}에서 ${t.rounds}라운드 경기로 열린다. ${field}명의 선수가 출전해 총상금 ${wonKo(t.purseWon ?? 0)}을 두고 경쟁한다.`,
      course &&
        `대회 코스는 파${course.par}, 전장 ${course.yards.toLocaleString('ko-KR')}야드로 세팅됐다. ${cut?.ko ?? ''}`.trim(),
      defending && `지난해 우승자 ${defending.ko} 선수도 타이틀 방어에 나선다.`,
      t.genesisPoints ? `우승자에게는 제네시스 포인트 ${t.genesisPoints.toLocaleString('ko-KR')}점이 주어진다.` : null,
      t.broadcast ? `중계: ${t.broadcast.ko}` : null,
    ),
    bodyEn: paragraphs(
      `The ${t.nameEn} is played over ${enWord(t.rounds)} rounds at ${where.en} from ${dayEn(t.startDate)}. A field of ${field} plays for ${wonEn(t.purseWon ?? 0)}.`,
      course &&
        `The course is set up as a par ${course.par} of ${course.yards.toLocaleString('en-US')} yards. ${cut?.en ?? ''}`.trim(),
      defending && `Last year's champion, ${defending.en}, returns to defend his title.`,
      t.genesisPoints ? `The winner earns ${t.genesisPoints.toLocaleString('en-US')} Genesis points.` : null,
      t.broadcast ? `On air: ${t.broadcast.en}` : null,
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

function roundReport(f: TournamentFacts, r: RoundFacts, name: (id: number) => Named): Draft | null {
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
  const chase = (s: Standing | undefined) => (s ? `${name(s.playerId).ko}(${toParShort(s.cumToPar)})` : null)
  const chaseEn = (s: Standing | undefined) => (s ? `${name(s.playerId).en} (${toParShort(s.cumToPar)})` : null)
  return {
    ...base(f, r.date, '19:30'),
    kind: 'news',
    round: r.round,
    memberId: lead.playerId,
    titleKo: shared
      ? `${L.ko}·${S.ko}, ${t.nameKo} ${r.round}라운드 공동 선두`
      : `${L.ko}, ${t.nameKo} ${r.round}라운드 ${r.gap}타 차 단독 선두`,
    titleEn: shared
      ? `${L.en} and ${S.en} share the lead after round ${r.round} of the ${t.nameEn}`
      : `${L.en} leads the ${t.nameEn} by ${strokesEn(r.gap)} after round ${r.round}`,
    summaryKo: `${iGa(L.ko)} ${r.round}라운드에서 ${lead.roundStrokes}타(${toParKo(lead.roundToPar)})를 기록해 중간합계 ${toParKo(lead.cumToPar)}로 ${shared ? '공동 선두에 올랐다' : '리더보드 맨 위에 섰다'}.`,
    summaryEn: `${L.en} shot ${lead.roundStrokes} (${toParShort(lead.roundToPar)}) in round ${r.round} to ${shared ? 'share the lead' : 'lead'} on ${toParEn(lead.cumToPar)}.`,
    bodyKo: paragraphs(
      `${L.ko} 선수는 ${dayKo(r.date)} 열린 ${t.nameKo} ${r.round}라운드에서 버디 ${day.birdies}개${day.eagles ? `, 이글 ${day.eagles}개` : ''}를 잡으며 ${lead.roundStrokes}타를 쳤다. 중간합계 ${toParKo(lead.cumToPar)}.`,
      shared
        ? `${waGwa(S.ko)} 나란히 ${toParKo(second.cumToPar)}를 기록해 공동 선두를 이뤘다.`
        : `${iGa(S.ko)} ${toParKo(second.cumToPar)}로 ${r.gap}타 뒤에서 추격하고 있다.${third ? ` 그 뒤를 ${chase(third)}가 잇는다.` : ''}`,
      low &&
        lowName &&
        `이날 가장 좋은 스코어는 ${lowName.ko} 선수의 ${low.roundStrokes}타(${toParKo(low.roundToPar)})였다.`,
      hl &&
        (hl.ace
          ? `${hl.who.ko} 선수는 ${hl.hole}번 홀에서 홀인원을 기록해 갤러리의 환호를 받았다.`
          : `${hl.who.ko} 선수는 ${hl.hole}번 홀에서 이글을 잡아냈다.`),
      r.cut && `컷은 ${toParKo(r.cut.line)}에서 결정됐고 ${r.cut.made}명이 3라운드에 진출했다.`,
      r.round < t.rounds && `${r.round + 1}라운드는 ${dayKo(addDays(r.date, 1))} 오전 7시에 시작한다.`,
    ),
    bodyEn: paragraphs(
      `${L.en} made ${enWord(day.birdies)} birdie${day.birdies === 1 ? '' : 's'}${day.eagles ? ` and ${enWord(day.eagles)} eagle${day.eagles === 1 ? '' : 's'}` : ''} in round ${r.round} of the ${t.nameEn} on ${dayEn(r.date)}, signing for ${lead.roundStrokes}. He stands at ${toParEn(lead.cumToPar)}.`,
      shared
        ? `${S.en} matched him on ${toParEn(second.cumToPar)} to share the lead.`
        : `${S.en} is ${strokesEn(r.gap)} back on ${toParEn(second.cumToPar)}.${third ? ` ${chaseEn(third)} is next.` : ''}`,
      low &&
        lowName &&
        `The low round of the day was ${lowName.en}'s ${low.roundStrokes} (${toParShort(low.roundToPar)}).`,
      hl &&
        (hl.ace
          ? `${hl.who.en} made a hole-in-one on the ${ordinal(hl.hole)} to the roar of the gallery.`
          : `${hl.who.en} made an eagle on the ${ordinal(hl.hole)}.`),
      r.cut &&
        `The cut fell at ${toParShort(r.cut.line)}, with ${r.cut.made} players going through to round ${r.round + 1}.`,
      r.round < t.rounds && `Round ${r.round + 1} starts at 07:00 on ${dayEn(addDays(r.date, 1))}.`,
    ),
    // A different moment each day, so a tournament's reports do not all open on the same picture.
    ...image(REPORT_SCENES[(r.round - 1) % REPORT_SCENES.length]!, t.tourId, t.id * 100 + 10 + r.round, { player: L }),
  }
}

function winnerStory(f: TournamentFacts, name: (id: number) => Named): Draft | null {
  const { t } = f
  const w = f.winners[0]
  if (!w || !t.finished) return null
  const W = name(w.playerId)
  const runner = f.runnersUp[0] !== undefined ? name(f.runnersUp[0]) : null
  const last = f.rounds[f.rounds.length - 1]
  const lastRound = last?.standings.find((s) => s.playerId === w.playerId) ?? null
  const second = last?.standings.find((s) => s.playerId !== w.playerId) ?? null
  const margin = second && !f.playoff ? second.cumStrokes - w.strokes : 0
  const wins = f.winnerWins
  const match = t.format === 'match'
  const titleKo =
    match && runner
      ? `${W.ko}, ${t.nameKo} 정상… 결승서 ${eulReul(runner.ko)} ${f.finalResult ?? ''} 제압`
      : `${W.ko}, ${t.nameKo} ${f.playoff ? '연장 끝 ' : ''}우승`
  const titleEn =
    match && runner
      ? `${W.en} beats ${runner.en} ${f.finalResult ?? ''} to win the ${t.nameEn}`
      : `${W.en} wins the ${t.nameEn}${f.playoff ? ' in a playoff' : ''}`
  const winsKo = wins <= 1 ? '투어 첫 우승' : `투어 통산 ${wins}승째`
  const winsEn = wins <= 1 ? 'his first win on the tour' : `his ${ordinal(wins)} win on the tour`
  return {
    ...base(f, t.endDate, '19:00'),
    kind: 'news',
    round: match ? null : t.rounds,
    memberId: w.playerId,
    titleKo: titleKo.replace(/\s+/g, ' '),
    titleEn: titleEn.replace(/\s+/g, ' '),
    summaryKo: match
      ? `${iGa(W.ko)} ${t.nameKo}에서 ${eulReul(winsKo)} 거뒀다.`
      : `${iGa(W.ko)} 최종합계 ${toParKo(w.toPar)}(${w.strokes}타)로 ${eulReul(winsKo)} 거뒀다.`,
    summaryEn: match
      ? `${W.en} won the ${t.nameEn}, ${winsEn}.`
      : `${W.en} won on ${toParEn(w.toPar)} (${w.strokes}), ${winsEn}.`,
    bodyKo: paragraphs(
      match
        ? `${W.ko} 선수가 ${dayKo(t.endDate)} 끝난 ${t.nameKo} 결승에서 ${runner ? `${eulReul(runner.ko)} ${f.finalResult ?? ''}로 꺾고` : '승리하며'} 정상에 올랐다.`
        : `${W.ko} 선수가 ${dayKo(t.endDate)} 끝난 ${t.nameKo} 최종 ${t.rounds}라운드에서 ${lastRound ? `${lastRound.roundStrokes}타를 치며 ` : ''}최종합계 ${toParKo(w.toPar)}로 우승했다.`,
      !match &&
        (f.playoff
          ? `${runner ? `${waGwa(runner.ko)} ` : ''}동타를 이룬 뒤 연장전에서 승부를 가렸다.`
          : runner && margin > 0
            ? `${iGa(runner.ko)} ${margin}타 차 2위에 올랐다.`
            : null),
      `우승 상금은 ${wonKo(w.prizeWon)}${t.genesisPoints ? `, 제네시스 포인트는 ${t.genesisPoints.toLocaleString('ko-KR')}점` : ''}이다. ${W.ko} 선수는 이번 우승으로 ${eulReul(winsKo)} 기록했다.`,
      `시상식은 18번 홀 그린 옆 특설무대에서 열렸다.`,
    ),
    bodyEn: paragraphs(
      match
        ? `${W.en} won the final of the ${t.nameEn} on ${dayEn(t.endDate)}${runner ? `, beating ${runner.en} ${f.finalResult ?? ''}` : ''}.`
        : `${W.en} won the ${t.nameEn} on ${dayEn(t.endDate)}${lastRound ? ` with a final round of ${lastRound.roundStrokes}` : ''}, finishing on ${toParEn(w.toPar)}.`,
      !match &&
        (f.playoff
          ? `He${runner ? ` and ${runner.en}` : ''} finished level and settled it in a playoff.`
          : runner && margin > 0
            ? `${runner.en} was second, ${strokesEn(margin)} behind.`
            : null),
      `The win is worth ${wonEn(w.prizeWon)}${t.genesisPoints ? ` and ${t.genesisPoints.toLocaleString('en-US')} Genesis points` : ''}. It is ${winsEn}.`,
      `The trophy was presented on the stage beside the 18th green.`,
    ),
    ...image('trophy', t.tourId, t.id * 100 + 20, { player: W }),
  }
}

/** Previews, round reports and the winner's story of one tournament, each once its time has come. */
export function tournamentNews(f: TournamentFacts, today: string, name: (id: number) => Named): Draft[] {
  const out: Draft[] = []
  if (addDays(f.t.startDate, -2) <= today) out.push(preview(f, name))
  if (f.t.format === 'stroke') {
    for (const r of f.rounds) {
      if (r.status !== 'complete' || (r.round === f.t.rounds && f.t.finished)) continue
      const report = roundReport(f, r, name)
      if (report) out.push(report)
    }
  }
  const story = winnerStory(f, name)
  if (story) out.push(story)
  return out
}
