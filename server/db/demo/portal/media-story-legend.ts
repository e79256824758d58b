import type { DemoData } from '../dataset'
import type { Named } from './media-facts'
import { enWord, eunNeun, iGa } from './media-text'

const SPECIALTY: Record<string, { ko: string; en: string }> = {
  driver: { ko: '장타', en: 'length off the tee' },
  iron: { ko: '정교한 아이언 샷', en: 'precise iron play' },
  short_game: { ko: '쇼트게임', en: 'a short game' },
  putting: { ko: '퍼팅', en: 'putting' },
  bunker: { ko: '벙커 샷', en: 'bunker play' },
  course_management: { ko: '코스 매니지먼트', en: 'course management' },
}

export interface LegendText {
  player: Named
  titleKo: string
  titleEn: string
  summaryKo: string
  summaryEn: string
  bodyKo: string
  bodyEn: string
}

/** The main tour's most successful player in the demo's records, told from his wins. */
export function legendStory(data: DemoData, name: (id: number) => Named, year: number): LegendText | null {
  const byTid = new Map(data.tournaments.map((t) => [t.id!, t]))
  const wins = new Map<number, Array<{ year: number; nameKo: string; nameEn: string }>>()
  const e = data.entries.cols
  for (let i = 0; i < data.entries.length; i++) {
    if (e.finishRank[i] !== 1) continue
    const t = byTid.get(e.tournamentId[i]!)
    if (!t || t.tourId !== 11 || t.year >= year) continue
    const list = wins.get(e.playerId[i]!) ?? []
    list.push({ year: t.year, nameKo: t.nameKo, nameEn: t.nameEn })
    wins.set(e.playerId[i]!, list)
  }
  const [best] = [...wins.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
  if (!best) return null
  const [playerId, list] = best
  list.sort((a, b) => a.year - b.year)
  const p = data.players.find((x) => x.id === playerId)!
  const P = name(playerId)
  const first = list[0]!
  const last = list[list.length - 1]!
  const perYear = new Map<number, number>()
  for (const w of list) perYear.set(w.year, (perYear.get(w.year) ?? 0) + 1)
  const [peakYear, peakWins] = [...perYear.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!
  const skills = (p.specialties ?? []).map((s) => SPECIALTY[s]).filter((s): s is { ko: string; en: string } => !!s)
  const skillKo = skills.map((s) => s.ko).join('와 ') || '꾸준함'
  const skillEn = skills.map((s) => s.en).join(' and ') || 'consistency'
  const n = list.length
  const active = last.year >= year - 2
  return {
    player: P,
    titleKo: `전설을 만나다: ${P.ko}, 코리안투어 ${n}승의 기록`,
    titleEn: `Meet a legend: ${P.en} and his ${n} Korean Tour wins`,
    summaryKo: `${first.year}년 ${first.nameKo}에서 첫 우승을 거둔 뒤 ${last.year}년까지 ${n}번 정상에 오른 ${P.ko}. 기록으로 그의 투어 인생을 돌아본다.`,
    summaryEn: `From his first win at the ${first.year} ${first.nameEn} to his last in ${last.year}, ${P.en} won ${n} times on the main tour. His career, told through the record book.`,
    bodyKo: [
      `${p.hometownKo ?? ''} 출신의 ${eunNeun(P.ko)} ${p.turnedProYear}년 프로에 입문했다. 투어 데뷔는 ${p.tourDebutYear}년. 처음 몇 시즌은 컷 통과를 목표로 뛰던 평범한 신인이었다.`,
      `## 첫 우승`,
      `${first.year}년 ${first.nameKo} 최종 라운드, 그는 마지막 조에서 출발해 끝까지 리더보드 맨 위를 지켰다. 18번 홀 파 퍼트가 들어가는 순간 그는 두 팔을 번쩍 들어 올렸다.`,
      `> 첫 우승 트로피를 받던 날 밤에 잠을 한숨도 못 잤습니다. 내일 아침에도 이게 꿈이 아니길 바랐죠.`,
      `## 정상의 시간`,
      `가장 빛난 해는 ${peakYear}년이었다. 그 해에만 ${peakWins}승을 거두며 투어를 지배했다. 동료들이 꼽는 그의 무기는 ${skillKo}였다.`,
      `${last.year}년 ${last.nameKo} 우승은 그의 ${n}번째 트로피로 남았다. ${active ? '그는 지금도 투어에서 뛰며 후배들과 경쟁하고 있다.' : '이후 그는 후배들에게 자리를 물려주고 주니어 선수들을 가르치며 투어 밖에서 골프와 함께하고 있다.'}`,
      `## 기록이 말하는 것`,
      `협회 기록실에 남은 그의 우승은 모두 ${n}번. 우승 하나하나가 최종 라운드의 압박을 이겨낸 결과였다. ${iGa(P.ko)} 걸어온 길은 지금의 젊은 선수들에게 하나의 기준이 되고 있다.`,
    ].join('\n\n'),
    bodyEn: [
      `${P.en}, from ${p.hometownEn ?? 'Korea'}, turned professional in ${p.turnedProYear} and made his tour debut in ${p.tourDebutYear}. For his first few seasons he was an ordinary rookie whose goal was to make cuts.`,
      `## The first win`,
      `In the final round of the ${first.year} ${first.nameEn} he went out in the last group and stayed on top of the leaderboard to the end. When the par putt on the 18th dropped, both arms went up.`,
      `> I did not sleep at all the night I got my first trophy. I wanted it still to be true in the morning.`,
      `## Years at the top`,
      `His finest year was ${peakYear}, when he won ${peakWins === 1 ? 'once' : `${enWord(peakWins)} times`} and ruled the tour. Ask his fellow players about his weapon and they name ${skillEn}.`,
      `His win at the ${last.year} ${last.nameEn} became trophy number ${n}. ${active ? 'He still plays the tour, taking on players half his age.' : 'He has since made way for the next generation and teaches junior players, still in golf but away from the tour.'}`,
      `## What the record says`,
      `The association's record book holds ${n} wins to his name, each one a final round played under pressure and won. The path ${P.en} walked is the standard today's young players measure themselves against.`,
    ].join('\n\n'),
  }
}
