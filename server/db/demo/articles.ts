import type { articles, ArticleAttachment } from '../schema/index'
import { z } from 'zod'
import { bilingual, fillBoth, fillTemplate, readDataFile } from '../data-file'
import { associationNotices } from './association-notices'
import type { DemoData } from './dataset'
import { addDays, seoulInstant, yearOf } from '@domain/time'

type ArticleInsert = typeof articles.$inferInsert
type TournamentInsert = DemoData['tournaments'][number]

const won = (n: number) => n.toLocaleString('en-US')

const attachment = z.strictObject({ fileName: z.string().min(1), text: z.string() })
const noticeText = z.strictObject({ title: bilingual, body: bilingual, attachments: z.array(attachment).optional() })
type NoticeText = z.infer<typeof noticeText>

const tourNoticeFile = z.strictObject({
  regulations: noticeText,
  conduct: noticeText,
  entry: noticeText,
  pairings: noticeText,
  results: noticeText,
})

type TourNoticeTexts = z.infer<typeof tourNoticeFile>

const FILE = new URL('./text/tour-notices.yaml', import.meta.url)

/** The texts of the tours' notices (server/db/demo/text/tour-notices.yaml, decision 0047). */
export const readTourNoticeFile = () => readDataFile(FILE, tourNoticeFile)

type Values = Readonly<Record<string, string | number>>

/** One notice's text columns with its placeholders filled. */
function filled(text: NoticeText, values: Values) {
  const title = fillBoth(text.title, values)
  const body = fillBoth(text.body, values)
  return {
    titleKo: title.ko,
    titleEn: title.en,
    bodyKo: body.ko,
    bodyEn: body.en,
    attachments: (text.attachments ?? []).map((a) => ({
      fileName: fillTemplate(a.fileName, values),
      text: fillTemplate(a.text, values),
    })),
  }
}

/** The tour's standing notices of the season: pinned at the top of its list. */
function seasonNotices(texts: TourNoticeTexts, tourId: number, year: number, firstDay: string): ArticleInsert[] {
  const standing = (text: NoticeText, daysBefore: number): ArticleInsert => ({
    kind: 'tourNotice',
    tourId,
    pinned: true,
    publishedAt: seoulInstant(addDays(firstDay, -daysBefore), '09:00'),
    ...filled(text, { year }),
  })
  return [standing(texts.regulations, 30), standing(texts.conduct, 20)]
}

/** Application, pairing and result notices of one tournament, each only once its day has come. */
function tournamentNotices(texts: TourNoticeTexts, t: TournamentInsert, today: string): ArticleInsert[] {
  const out: ArticleInsert[] = []
  const values = {
    nameKo: t.nameKo,
    nameEn: t.nameEn,
    start: t.startDate,
    end: t.endDate,
    fee: won(t.entryFeeWon ?? 0),
  }
  const add = (day: string, text: NoticeText) => {
    if (day <= today)
      out.push({
        kind: 'tourNotice',
        tourId: t.tourId,
        pinned: false,
        publishedAt: seoulInstant(day, '10:00'),
        ...filled(text, values),
      })
  }
  add(addDays(t.startDate, -24), texts.entry)
  add(addDays(t.startDate, -2), texts.pairings)
  if (t.status === 3) add(addDays(t.endDate, 1), texts.results)
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
  const texts = readTourNoticeFile()
  const all: ArticleInsert[] = []
  for (const tourId of tours) {
    const own = season.filter((t) => t.tourId === tourId).sort((a, b) => (a.startDate < b.startDate ? -1 : 1))
    const first = own[0]?.startDate ?? today
    all.push(...seasonNotices(texts, tourId, year, first))
    for (const t of own) all.push(...tournamentNotices(texts, t, today))
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
