import type { ContentBlockInput, ContentSection } from '@contract/content'

/**
 * Builders of seeded page bodies: each block is written once with its Korean and English text side by side
 * (`[ko, en]`), so the two languages keep the same structure and a reviewer reads them together.
 */

/** A text in both languages. */
export type T = readonly [ko: string, en: string]
/** A block in Korean and in English. */
export type Pair = readonly [ContentBlockInput, ContentBlockInput]

const pick = (t: T | string, i: 0 | 1) => (typeof t === 'string' ? t : t[i])
const both = (make: (i: 0 | 1) => ContentBlockInput): Pair => [make(0), make(1)]
const opt = <K extends string>(key: K, t: T | undefined, i: 0 | 1) => (t ? ({ [key]: t[i] } as Record<K, string>) : {})

export interface PageSeed {
  slug: string
  section: ContentSection
  sortOrder: number
  title: T
  summary: T
  body: Pair[]
  effectiveDate?: string
  koOnly?: boolean
}

export const heading = (t: T, level: 2 | 3 = 2): Pair => both((i) => ({ type: 'heading', text: t[i], level }))
export const para = (ko: string, en: string): Pair => both((i) => ({ type: 'paragraph', text: i === 0 ? ko : en }))
export const list = (items: T[], ordered = false): Pair =>
  both((i) => ({ type: 'list', ordered, items: items.map((t) => t[i]) }))

/** A cell the same in both languages (a figure, a date) may be a plain string. */
export const table = (caption: T, columns: T[], rows: Array<Array<T | string>>, rowHeader = false): Pair =>
  both((i) => ({
    type: 'table',
    caption: caption[i],
    columns: columns.map((c) => c[i]),
    rows: rows.map((r) => r.map((c) => pick(c, i))),
    rowHeader,
  }))

export const notice = (text: T, options: { title?: T; tone?: 'info' | 'warning' } = {}): Pair =>
  both((i) => ({ type: 'notice', tone: options.tone ?? 'info', text: text[i], ...opt('title', options.title, i) }))

export const timeline = (entries: Array<{ date: string; title: T; text?: T }>): Pair =>
  both((i) => ({
    type: 'timeline',
    entries: entries.map((e) => ({ date: e.date, title: e.title[i], ...opt('text', e.text, i) })),
  }))

export interface OrgSeed {
  name: T
  note?: T
  children?: OrgSeed[]
}
const orgNode = (n: OrgSeed, i: 0 | 1): { name: string; note?: string; children?: unknown[] } => ({
  name: n.name[i],
  ...opt('note', n.note, i),
  ...(n.children ? { children: n.children.map((c) => orgNode(c, i)) } : {}),
})
export const orgChart = (caption: T, root: OrgSeed): Pair =>
  both((i) => ({ type: 'orgChart', caption: caption[i], root: orgNode(root, i) as never }))

export const greeting = (g: { name: T; role: T; paragraphs: T[]; signature?: T }): Pair =>
  both((i) => ({
    type: 'greeting',
    name: g.name[i],
    role: g.role[i],
    paragraphs: g.paragraphs.map((p) => p[i]),
    ...opt('signature', g.signature, i),
  }))

export interface PersonSeed {
  name: T
  role: T
  duty?: T
  phone?: string
}
export const people = (groups: Array<{ name: T; description?: T; members: PersonSeed[] }>): Pair =>
  both((i) => ({
    type: 'people',
    groups: groups.map((g) => ({
      name: g.name[i],
      ...opt('description', g.description, i),
      members: g.members.map((m) => ({
        name: m.name[i],
        role: m.role[i],
        ...opt('duty', m.duty, i),
        ...(m.phone ? { phone: m.phone } : {}),
      })),
    })),
  }))

export const contact = (
  items: Array<{ kind: 'phone' | 'email' | 'fax' | 'address'; label: T; value: T | string; note?: T }>,
): Pair =>
  both((i) => ({
    type: 'contact',
    items: items.map((c) => ({ kind: c.kind, label: c.label[i], value: pick(c.value, i), ...opt('note', c.note, i) })),
  }))

type Point = [number, number]
export const directions = (d: {
  address: T
  routes: Array<{ mode: 'subway' | 'bus' | 'car' | 'train' | 'airport'; title: T; text: T }>
  parking: T
  map: {
    caption: T
    streets: Array<{ name?: T; points: Point[]; major?: boolean }>
    places: Array<{ name: T; kind: 'office' | 'subway' | 'bus' | 'parking' | 'landmark'; at: Point }>
  }
}): Pair =>
  both((i) => ({
    type: 'directions',
    address: d.address[i],
    routes: d.routes.map((r) => ({ mode: r.mode, title: r.title[i], text: r.text[i] })),
    parking: d.parking[i],
    map: {
      caption: d.map.caption[i],
      streets: d.map.streets.map((s) => ({ points: s.points, major: s.major ?? false, ...opt('name', s.name, i) })),
      places: d.map.places.map((p) => ({ name: p.name[i], kind: p.kind, at: p.at })),
    },
  }))

/** Link cards; a url may differ by language (an English page of the same site). */
export const links = (items: Array<{ title: T; description?: T; url: T | string }>): Pair =>
  both((i) => ({
    type: 'links',
    items: items.map((l) => ({ title: l.title[i], url: pick(l.url, i), ...opt('description', l.description, i) })),
  }))

export const memberStats = (): Pair => both(() => ({ type: 'memberStats' }))

export const retention = (caption: T, rows: Array<{ item: T; basis: T; period: T }>): Pair =>
  both((i) => ({
    type: 'retention',
    caption: caption[i],
    rows: rows.map((r) => ({ item: r.item[i], basis: r.basis[i], period: r.period[i] })),
  }))

export const rates = (caption: T, rows: Array<{ product: T; detail: T; priceWon: number; unit: T }>, note?: T): Pair =>
  both((i) => ({
    type: 'rates',
    caption: caption[i],
    rows: rows.map((r) => ({ product: r.product[i], detail: r.detail[i], priceWon: r.priceWon, unit: r.unit[i] })),
    ...opt('note', note, i),
  }))

export const sponsors = (
  tiers: Array<{ name: T; sponsors: Array<{ name: T; mark: string; colour: string; since?: number }> }>,
): Pair =>
  both((i) => ({
    type: 'sponsors',
    tiers: tiers.map((t) => ({
      name: t.name[i],
      sponsors: t.sponsors.map((s) => ({
        name: s.name[i],
        mark: s.mark,
        colour: s.colour,
        ...(s.since ? { since: s.since } : {}),
      })),
    })),
  }))

export const academyAction = (a: { title: T; text: T; label: T }): Pair =>
  both((i) => ({ type: 'action', action: 'academy', title: a.title[i], text: a.text[i], label: a.label[i] }))
