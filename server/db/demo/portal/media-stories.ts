import type { DemoData } from '../dataset'
import { addDays, seoulInstant, yearOf } from '@domain/time'
import type { Named, TournamentFacts } from './media-facts'
import { image } from './media-image'
import type { Draft } from './media-news'
import { legendStory } from './media-story-legend'
import { filledStory, part, readStoryFile, type StoryTexts } from './media-story-text'
import { CREDIT, enWord, wonEn, wonKo } from './media-text'

const story = (
  today: string,
  daysAgo: number,
  d: Omit<Draft, 'kind' | 'tourId' | 'publishedAt' | 'creditKo' | 'creditEn'>,
): Draft => ({
  kind: 'story',
  tourId: null,
  publishedAt: seoulInstant(addDays(today, -daysAgo), '09:00'),
  creditKo: CREDIT.ko,
  creditEn: CREDIT.en,
  ...d,
})

function makingOf(texts: StoryTexts, f: TournamentFacts, today: string): Draft {
  const { t, course } = f
  const { parts } = texts.makingOf
  const venue = course ? { ko: course.nameKo, en: course.nameEn } : parts.unknownVenue
  const field = f.field || t.fieldSize || 0
  const locale = { ko: 'ko-KR', en: 'en-US' } as const
  return story(today, 4, {
    gameId: t.id,
    ...filledStory(texts.makingOf, (lang) => ({
      name: lang === 'ko' ? t.nameKo : t.nameEn,
      venue: venue[lang],
      field,
      rounds: lang === 'ko' ? t.rounds : enWord(t.rounds),
      course: course
        ? part(parts.course, lang, { par: course.par, yards: course.yards.toLocaleString(locale[lang]) })
        : part(parts.noCourse, lang),
      cut: t.cutAfterRound ? part(parts.cut, lang, { round: t.cutAfterRound, top: t.cutTop ?? '' }) : '',
      purse: lang === 'ko' ? wonKo(t.purseWon ?? 0) : wonEn(t.purseWon ?? 0),
    })),
    ...image('course', t.tourId, t.id * 100 + 70, { course: venue }),
  })
}

function juniors(
  texts: StoryTexts,
  facts: readonly TournamentFacts[],
  name: (id: number) => Named,
  today: string,
): Draft | null {
  const junior = facts.filter((f) => f.t.tourId === 75 && f.t.finished && f.winners[0])
  if (junior.length === 0) return null
  const winners = junior.map((f) => ({ t: f.t, w: name(f.winners[0]!.playerId) }))
  const { parts } = texts.juniors
  return story(today, 52, {
    ...filledStory(texts.juniors, (lang) => ({
      events: junior.length,
      s: junior.length === 1 ? '' : 's',
      winners: winners
        .map((x) => part(parts.winner, lang, { name: lang === 'ko' ? x.t.nameKo : x.t.nameEn, winner: x.w[lang] }))
        .join(', '),
    })),
    ...image('gallery', 75, 5201),
  })
}

/** The association's long-form stories, built on the demo's own players and tournaments. */
export function stories(
  data: DemoData,
  facts: readonly TournamentFacts[],
  name: (id: number) => Named,
  today: string,
): Draft[] {
  const texts = readStoryFile()
  const out: Draft[] = [
    story(today, 33, { ...filledStory(texts.scoring), ...image('scoreboard', 11, 3301) }),
    story(today, 80, { ...filledStory(texts.association), ...image('clubhouse', 11, 8001) }),
  ]
  const junior = juniors(texts, facts, name, today)
  if (junior) out.push(junior)
  const week =
    facts.find((f) => f.t.tourId === 11 && f.t.status === 2) ??
    facts.find((f) => f.t.tourId === 11 && f.t.startDate > today)
  if (week) out.push(makingOf(texts, week, today))
  const legend = legendStory(texts, data, name, yearOf(today))
  if (legend) {
    const { player, ...text } = legend
    out.push(story(today, 16, { ...text, memberId: player.id, ...image('portrait', 11, 1601 + player.id, { player }) }))
  }
  return out
}
