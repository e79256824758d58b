import { z } from 'zod'
import { termsEffective } from '../content/pages'
import { bilingual, readDataFile } from '../data-file'
import type { articles } from '../schema/index'
import { addDays, seoulInstant, yearOf } from '@domain/time'

type ArticleInsert = typeof articles.$inferInsert

const TERMS = ['usage', 'privacy', 'marketing', 'clean'] as const

/** When a notice was published: days before the demo's today, a day of its year, or days before a terms change. */
const when = z.union([
  z.strictObject({ daysAgo: z.number().int().min(0) }),
  z.strictObject({ date: z.string().regex(/^\{year\}-\d{2}-\d{2}$/) }),
  z.strictObject({ daysBeforeTerms: z.number().int().min(0), terms: z.enum(TERMS) }),
])

const noticeSchema = z.intersection(
  when,
  z.strictObject({
    pinned: z.boolean().optional(),
    title: bilingual,
    body: bilingual,
    attachments: z.array(z.strictObject({ fileName: z.string().min(1), text: z.string() })).optional(),
  }),
)
type NoticeSeed = z.infer<typeof noticeSchema>

const FILE = new URL('./text/association-notices.yaml', import.meta.url)

export const readNoticeFile = (): NoticeSeed[] => readDataFile(FILE, z.array(noticeSchema))

function dayOf(notice: NoticeSeed, today: string, year: number): string {
  if ('daysAgo' in notice) return addDays(today, -notice.daysAgo)
  if ('date' in notice) return notice.date.replace('{year}', String(year))
  return addDays(termsEffective(notice.terms), -notice.daysBeforeTerms)
}

/** `{year}` is the demo's year; `{terms.usage}` and the like the day that terms page takes effect. */
const fill = (text: string, year: number) =>
  text
    .replaceAll('{year}', String(year))
    .replace(/\{terms\.(usage|privacy|marketing|clean)\}/g, (_, slug: (typeof TERMS)[number]) => termsEffective(slug))

/**
 * The association's own notices (/abouts/notice/, decision 0037): the secretariat's announcements about
 * dues, welfare, education, the clean centre and the terms (server/db/demo/text/association-notices.yaml),
 * dated back from `today` (docs/requirements/api-conventions.md#api-16). A notice whose day has not come is left out.
 */
export function associationNotices(today: string): ArticleInsert[] {
  const year = yearOf(today)
  return readNoticeFile()
    .map((notice) => ({ notice, day: dayOf(notice, today, year) }))
    .filter(({ day }) => day <= today)
    .map(({ notice, day }) => ({
      kind: 'associationNotice' as const,
      tourId: null,
      pinned: notice.pinned ?? false,
      publishedAt: seoulInstant(day, '10:00'),
      attachments: (notice.attachments ?? []).map((a) => ({
        fileName: fill(a.fileName, year),
        text: fill(a.text, year),
      })),
      titleKo: fill(notice.title.ko, year),
      titleEn: fill(notice.title.en, year),
      bodyKo: fill(notice.body.ko, year),
      bodyEn: fill(notice.body.en, year),
    }))
}
