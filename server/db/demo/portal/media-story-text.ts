import { z } from 'zod'
import { type Bilingual, bilingual, bilingualKeys, fillTemplate, readDataFile } from '../../data-file'
import type { SpecialtyCode } from '../../schema/index'

/**
 * The texts of the association's stories (server/db/demo/text/media-stories.yaml, decision 0047): a title,
 * summary and body per story with named placeholders, and the `parts` its code fills them with.
 */
const text = { title: bilingual, summary: bilingual, body: bilingual }
const parts = bilingualKeys

const storyFile = z.strictObject({
  scoring: z.strictObject(text),
  association: z.strictObject(text),
  juniors: z.strictObject({ ...text, parts: parts('winner') }),
  makingOf: z.strictObject({ ...text, parts: parts('unknownVenue', 'course', 'noCourse', 'cut') }),
  legend: z.strictObject({
    ...text,
    parts: parts('once', 'times', 'active', 'retired', 'unknownHometown', 'skillsJoin', 'noSkill'),
    specialties: parts<SpecialtyCode>('driver', 'iron', 'short_game', 'putting', 'bunker', 'course_management'),
  }),
})
export type StoryTexts = z.infer<typeof storyFile>

const FILE = new URL('../text/media-stories.yaml', import.meta.url)

export const readStoryFile = (): StoryTexts => readDataFile(FILE, storyFile)

export type Lang = 'ko' | 'en'
type Values = Readonly<Record<string, string | number>>

/** One language of a part, its own placeholders filled. */
export const part = (text: Bilingual, lang: Lang, values: Values = {}) => fillTemplate(text[lang], values)

/** A story's title, summary and body in both languages, each filled with that language's values. */
export function filledStory(story: z.infer<z.ZodObject<typeof text>>, values: (lang: Lang) => Values = () => ({})) {
  const ko = values('ko')
  const en = values('en')
  return {
    titleKo: fillTemplate(story.title.ko, ko),
    titleEn: fillTemplate(story.title.en, en),
    summaryKo: fillTemplate(story.summary.ko, ko),
    summaryEn: fillTemplate(story.summary.en, en),
    bodyKo: fillTemplate(story.body.ko, ko),
    bodyEn: fillTemplate(story.body.en, en),
  }
}
