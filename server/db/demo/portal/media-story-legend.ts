import type { DemoData } from '../dataset'
import type { Named } from './media-facts'
import { filledStory, part, type StoryTexts } from './media-story-text'
import { enWord, eunNeun, iGa } from './media-text'

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
export function legendStory(
  texts: StoryTexts,
  data: DemoData,
  name: (id: number) => Named,
  year: number,
): LegendText | null {
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
  const { parts, specialties } = texts.legend
  const skills = (p.specialties ?? []).map((s) => specialties[s]).filter((s) => s !== undefined)
  const n = list.length
  const active = last.year >= year - 2
  return {
    player: P,
    ...filledStory(texts.legend, (lang) => ({
      player: P[lang],
      playerTopic: eunNeun(P.ko),
      playerSubject: iGa(P.ko),
      wins: n,
      firstYear: first.year,
      firstName: lang === 'ko' ? first.nameKo : first.nameEn,
      lastYear: last.year,
      lastName: lang === 'ko' ? last.nameKo : last.nameEn,
      peakYear,
      peakWins: part(peakWins === 1 ? parts.once : parts.times, lang, {
        count: lang === 'ko' ? peakWins : enWord(peakWins),
      }),
      skills: skills.map((s) => s[lang]).join(part(parts.skillsJoin, lang)) || part(parts.noSkill, lang),
      hometown: (lang === 'ko' ? p.hometownKo : p.hometownEn) ?? part(parts.unknownHometown, lang),
      turnedPro: String(p.turnedProYear),
      debut: String(p.tourDebutYear),
      career: part(active ? parts.active : parts.retired, lang),
    })),
  }
}
