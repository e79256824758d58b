import { z } from 'zod'
import { AGE_GROUPS, REGIONS } from '@domain/content/member-stats'

/**
 * The association's document pages (about, terms, guides) and member statistics (decision 0037):
 * `GET /api/content/pages?section=`, `GET /api/content/pages/{slug}`, `GET /api/content/member-stats`.
 *
 * A page's body is a list of typed blocks per language. The vocabulary is small on purpose: each block is
 * plain data (never HTML) that one renderer draws accessibly, so staff can edit a page without a release
 * and without being able to break the page's markup.
 */

export const CONTENT_SECTIONS = ['about', 'terms', 'guide'] as const
export type ContentSection = (typeof CONTENT_SECTIONS)[number]

const text = z.string().min(1).max(4000)
const label = z.string().min(1).max(200)
/**
 * A portal path (`/abouts/history`) or an https address; nothing a browser would run. A backslash is refused: browsers
 * read `/\x` as `//x`, another site.
 */
const href = z
  .string()
  .max(500)
  .regex(/^(\/(?![/\\])|https:\/\/)[^\s<>"'\\]*$/, 'a portal path or an https:// address')
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/)

export const headingBlockSchema = z
  .object({ type: z.literal('heading'), text: label, level: z.union([z.literal(2), z.literal(3)]).default(2) })
  .meta({ id: 'HeadingBlock' })

export const paragraphBlockSchema = z.object({ type: z.literal('paragraph'), text }).meta({ id: 'ParagraphBlock' })

export const listBlockSchema = z
  .object({ type: z.literal('list'), ordered: z.boolean().default(false), items: z.array(text).min(1) })
  .meta({ id: 'ListBlock' })

export const tableBlockSchema = z
  .object({
    type: z.literal('table'),
    caption: label,
    columns: z.array(label).min(1),
    rows: z.array(z.array(z.string().max(1000))).min(1),
    rowHeader: z.boolean().default(false).describe('The first cell of each row names the row'),
  })
  .meta({ id: 'TableBlock' })

export const noticeBlockSchema = z
  .object({
    type: z.literal('notice'),
    tone: z.enum(['info', 'warning']).default('info'),
    title: label.optional(),
    text,
  })
  .meta({ id: 'NoticeBlock' })

export const timelineBlockSchema = z
  .object({
    type: z.literal('timeline'),
    entries: z
      .array(
        z.object({
          date: z.string().min(1).max(20).describe('As shown: 1968, 1968.11'),
          title: label,
          text: text.optional(),
        }),
      )
      .min(1),
  })
  .meta({ id: 'TimelineBlock' })

/** One box of the organisation chart and the boxes under it. */
export const orgNodeSchema = z
  .object({
    name: label,
    note: label.optional(),
    get children(): z.ZodOptional<z.ZodArray<typeof orgNodeSchema>> {
      return z.array(orgNodeSchema).max(30).optional()
    },
  })
  .meta({ id: 'OrgNode' })
export type OrgNode = z.output<typeof orgNodeSchema>

export const orgChartBlockSchema = z
  .object({ type: z.literal('orgChart'), caption: label, root: orgNodeSchema })
  .meta({ id: 'OrgChartBlock' })

export const greetingBlockSchema = z
  .object({
    type: z.literal('greeting'),
    name: label,
    role: label,
    paragraphs: z.array(text).min(1),
    signature: label.optional().describe('The closing line above the name'),
  })
  .meta({ id: 'GreetingBlock' })

export const peopleBlockSchema = z
  .object({
    type: z.literal('people'),
    groups: z
      .array(
        z.object({
          name: label,
          description: text.optional(),
          members: z
            .array(z.object({ name: label, role: label, duty: label.optional(), phone: label.optional() }))
            .min(1),
        }),
      )
      .min(1),
  })
  .meta({ id: 'PeopleBlock' })

export const contactBlockSchema = z
  .object({
    type: z.literal('contact'),
    items: z
      .array(
        z.object({ kind: z.enum(['phone', 'email', 'fax', 'address']), label, value: label, note: label.optional() }),
      )
      .min(1),
  })
  .meta({ id: 'ContactBlock' })

const point = z.tuple([z.number().min(0).max(100), z.number().min(0).max(60)])

export const directionsBlockSchema = z
  .object({
    type: z.literal('directions'),
    address: label,
    routes: z
      .array(z.object({ mode: z.enum(['subway', 'bus', 'car', 'train', 'airport']), title: label, text }))
      .min(1),
    parking: text,
    map: z
      .object({
        caption: label,
        streets: z.array(
          z.object({ name: label.optional(), points: z.array(point).min(2), major: z.boolean().default(false) }),
        ),
        places: z
          .array(z.object({ name: label, kind: z.enum(['office', 'subway', 'bus', 'parking', 'landmark']), at: point }))
          .min(1),
      })
      .describe('A schematic drawn by the page on a 100 × 60 grid; no map service'),
  })
  .meta({ id: 'DirectionsBlock' })

export const linksBlockSchema = z
  .object({
    type: z.literal('links'),
    items: z.array(z.object({ title: label, description: text.optional(), url: href })).min(1),
  })
  .meta({ id: 'LinksBlock' })

export const memberStatsBlockSchema = z.object({ type: z.literal('memberStats') }).meta({ id: 'MemberStatsBlock' })

export const retentionBlockSchema = z
  .object({
    type: z.literal('retention'),
    caption: label,
    rows: z.array(z.object({ item: label, basis: label, period: label })).min(1),
  })
  .meta({ id: 'RetentionBlock' })

export const ratesBlockSchema = z
  .object({
    type: z.literal('rates'),
    caption: label,
    rows: z
      .array(
        z.object({ product: label, detail: text, priceWon: z.number().int().min(0).max(10_000_000_000), unit: label }),
      )
      .min(1),
    note: text.optional(),
  })
  .meta({ id: 'RatesBlock' })

export const sponsorsBlockSchema = z
  .object({
    type: z.literal('sponsors'),
    tiers: z
      .array(
        z.object({
          name: label,
          sponsors: z
            .array(
              z.object({ name: label, mark: z.string().min(1).max(24), colour, since: z.number().int().optional() }),
            )
            .min(1),
        }),
      )
      .min(1),
  })
  .meta({ id: 'SponsorsBlock' })

export const actionBlockSchema = z
  .object({ type: z.literal('action'), action: z.enum(['academy']), title: label, text, label })
  .meta({ id: 'ActionBlock' })

export const contentBlockSchema = z
  .discriminatedUnion('type', [
    headingBlockSchema,
    paragraphBlockSchema,
    listBlockSchema,
    tableBlockSchema,
    noticeBlockSchema,
    timelineBlockSchema,
    orgChartBlockSchema,
    greetingBlockSchema,
    peopleBlockSchema,
    contactBlockSchema,
    directionsBlockSchema,
    linksBlockSchema,
    memberStatsBlockSchema,
    retentionBlockSchema,
    ratesBlockSchema,
    sponsorsBlockSchema,
    actionBlockSchema,
  ])
  .meta({ id: 'ContentBlock' })

/** As stored and as served: defaults applied. */
export type ContentBlock = z.output<typeof contentBlockSchema>
/** As written in seeds: defaults may be left out. */
export type ContentBlockInput = z.input<typeof contentBlockSchema>
export type ContentBlockType = ContentBlock['type']

export const contentSlugParamsSchema = z.object({
  slug: z.string().min(1).max(60).describe('The page name in its URL, e.g. history, privacy, clubLeague'),
})

export const contentPageListQuerySchema = z.object({
  section: z.enum(CONTENT_SECTIONS).optional().describe('Only this section; every published page when left out'),
})

export const contentPageListItemSchema = z
  .object({
    slug: z.string(),
    section: z.enum(CONTENT_SECTIONS),
    titleKo: z.string(),
    titleEn: z.string(),
    summaryKo: z.string(),
    summaryEn: z.string(),
    koOnly: z.boolean().describe('Shown in Korean menus only (the overseas tour, docs/requirements/content.md#con-4)'),
  })
  .meta({ id: 'ContentPageListItem' })

export const contentPageListSchema = z
  .object({ items: z.array(contentPageListItemSchema).describe('Section by section, in menu order') })
  .meta({ id: 'ContentPageList' })

export const contentPageSchema = contentPageListItemSchema
  .extend({
    bodyKo: z.array(contentBlockSchema),
    bodyEn: z.array(contentBlockSchema),
    effectiveDate: z.string().nullable().describe('YYYY-MM-DD the text takes effect; set on every terms page'),
    updatedAt: z.string().describe('ISO instant of the last change'),
  })
  .meta({ id: 'ContentPage' })

export const memberStatsSchema = z
  .object({
    asOf: z.string().describe('YYYY-MM-DD in Asia/Seoul: ages are counted on this day'),
    total: z.number().int().min(0).describe('Association members: distinct membership numbers'),
    byAge: z
      .array(z.object({ group: z.enum(AGE_GROUPS), count: z.number().int().min(0) }))
      .describe('Every group, zeros included'),
    byRegion: z
      .array(z.object({ region: z.enum(REGIONS), count: z.number().int().min(0) }))
      .describe('Every region in statistical order, zeros included'),
  })
  .meta({ id: 'MemberStats' })

export type ContentPageDto = z.infer<typeof contentPageSchema>
export type ContentPageListItemDto = z.infer<typeof contentPageListItemSchema>
export type ContentPageListDto = z.infer<typeof contentPageListSchema>
export type MemberStatsDto = z.infer<typeof memberStatsSchema>
