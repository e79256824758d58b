import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { programmeRows, ruleRows } from '../../server/db/content/education'
import { SUBSTANCE_FILES, substanceRows } from '../../server/db/content/clean'
import { blocks, PAGE_FILES, pageRows, pageSeeds, readPageFile } from '../../server/db/content/pages'
import { bilingual, fillTemplate, inLanguage, readDataFile } from '../../server/db/data-file'
import { readTourNoticeFile } from '../../server/db/demo/articles'
import { associationNotices, readNoticeFile } from '../../server/db/demo/association-notices'
import { readTueFile } from '../../server/db/demo/clean-applications'
import { readVisitorFile } from '../../server/db/demo/game-info'
import { generateDemo } from '../../server/db/demo/generate'
import { educationEvents } from '../../server/db/schema/index'
import { readNamesFile } from '../../server/db/demo/names'
import { readSessionTextFile } from '../../server/db/demo/portal/education'
import { readAltFile } from '../../server/db/demo/portal/media-image'
import { affiliateRows, faqRows } from '../../server/db/content/support'
import { readNewsFile } from '../../server/db/demo/portal/media-news'
import { readPhotoFile } from '../../server/db/demo/portal/media-photos'
import { readStoryFile } from '../../server/db/demo/portal/media-story-text'

// Seed prose lives in YAML files read at seed time (docs/decisions/0047-content-as-data.md): every file is
// read by a loader and passes its schema, and the page blocks pass the content block schema in both languages.
const DB = fileURLToPath(new URL('../../server/db/', import.meta.url))
const yamlUnder = (dir: string): string[] =>
  readdirSync(join(DB, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => relative(DB, join(DB, dir, f)))

const scratch = mkdtempSync(join(tmpdir(), 'seed-text-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const scratchFile = (name: string, text: string) => {
  const path = join(scratch, name)
  writeFileSync(path, text)
  return pathToFileURL(path)
}

describe('seed text files', () => {
  it('are all read by a loader: no file lies there unseeded', () => {
    const read = [
      ...PAGE_FILES.map((f) => `content/text/pages/${f}.yaml`),
      ...SUBSTANCE_FILES.map((f) => `content/text/${f}.yaml`),
      'content/text/education-programmes.yaml',
      'content/text/education-rules.yaml',
      'content/text/faq.yaml',
      'content/text/affiliates.yaml',
      'demo/text/association-notices.yaml',
      'demo/text/names.yaml',
      'demo/text/tue-applications.yaml',
      'demo/text/tour-notices.yaml',
      'demo/text/education-sessions.yaml',
      'demo/text/media-stories.yaml',
      'demo/text/media-news.yaml',
      'demo/text/media-alts.yaml',
      'demo/text/media-photos.yaml',
      'demo/text/visitor-info.yaml',
    ]
    expect([...yamlUnder('content/text'), ...yamlUnder('demo/text')].sort()).toEqual(read.sort())
  })

  it('load and pass their schemas, page blocks included, in both languages', () => {
    const pages = pageRows()
    expect(pages.length).toBeGreaterThanOrEqual(24)
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length)
    for (const page of pages)
      expect(
        page.bodyEn?.map((b) => b.type),
        page.slug,
      ).toEqual(page.bodyKo?.map((b) => b.type))
    const substances = substanceRows()
    expect(new Set(substances.map((s) => s.code)).size).toBe(substances.length)
    expect(substances.every((s) => s.nameKo && s.nameEn)).toBe(true)
    expect(programmeRows().map((p) => p.slug)).toEqual(['introductory', 'career', 'seminar', 'forum'])
    expect(ruleRows().length).toBeGreaterThan(0)
    expect(new Set(faqRows().map((f) => f.slug)).size).toBe(faqRows().length)
    expect(affiliateRows().every((a) => a.partnerKo && a.partnerEn && a.howToUseKo && a.howToUseEn)).toBe(true)
    const names = readNamesFile()
    expect(names.family.length).toBeGreaterThan(20)
    expect(readTueFile().map((a) => a.status)).toContain('approved')
    expect(readTourNoticeFile().entry.attachments?.[0]?.fileName).toBe('entry-guide.txt')
    expect(readSessionTextFile().seminar.title.en).toBe('Seminar: {topic}')
    expect(Object.keys(readStoryFile().legend.specialties)).toContain('putting')
    expect(readNewsFile().winner.playoff.en).toBe(' in a playoff')
    expect(readAltFile().scenes.tee.alone?.en).toBe('A tee shot flying down the fairway')
    expect(readPhotoFile().scores.holeInOne).toEqual({ ko: '홀인원', en: 'hole-in-one' })
    expect(readVisitorFile().shuttleFrom).toHaveLength(10)
  })

  it('fill every placeholder of the notices and leave out those not yet due', () => {
    const all = associationNotices('2099-12-31')
    expect(all).toHaveLength(readNoticeFile().length)
    for (const n of all) {
      expect(JSON.stringify(n), n.titleEn).not.toMatch(/\{(year|terms\.)/)
      expect(n.bodyKo, n.titleEn).toMatch(/[\uac00-\ud7a3]/)
    }
    expect(all.find((n) => n.titleEn === 'Membership dues for 2099')?.attachments).toEqual([
      expect.objectContaining({ fileName: '2099-dues-guide.txt' }),
    ])
    // On 1 January the notices dated later in the year are not out yet.
    const early = associationNotices('2099-01-01')
    expect(early.length).toBeLessThan(all.length)
    expect(early.some((n) => n.titleEn.startsWith('Membership dues'))).toBe(false)
  })

  it("fill every placeholder of the demo's templates: no {name} reaches a seeded row", () => {
    const { data } = generateDemo({ scale: 'test', today: '2026-11-26' })
    const placeholder = /\{[A-Za-z][\w.]*\}/
    expect(data.articles.filter((a) => a.kind === 'tourNotice').length).toBeGreaterThan(4)
    expect(data.portal.find((p) => p.table === educationEvents)?.rows.length).toBeGreaterThan(20)
    const rows = [...data.articles, ...data.portal.flatMap((p) => p.rows)]
    for (const row of [...rows, ...data.visitorInfo]) expect(JSON.stringify(row)).not.toMatch(placeholder)
    expect(fillTemplate('{nameEn} in {year}', { nameEn: 'The Open', year: 2026 })).toBe('The Open in 2026')
    expect(() => fillTemplate('{nameKo} 개막', { nameEn: 'The Open' })).toThrow(/\{nameKo\}/)
  })

  it('refuse a file that breaks its schema, naming the file and the field', () => {
    const url = scratchFile('bad.yaml', '- slug: x\n  title: { ko: 제목 }\n')
    const schema = z.array(z.strictObject({ slug: z.string(), title: bilingual }))
    expect(() => readDataFile(url, schema)).toThrow(/bad\.yaml[\s\S]*title\.en/)
  })

  it('refuse a page block the content schema does not know, naming the page', () => {
    const seed = { ...pageSeeds()[0]!, slug: 'broken', body: [{ type: 'marquee', text: { ko: '가', en: 'a' } }] }
    expect(() => blocks(seed, 'en')).toThrow(/content page broken \(en\) block 0/)
    const file = scratchFile('page.yaml', '- slug: p\n  section: news\n')
    expect(() => readDataFile(file, z.array(z.object({ section: z.enum(['about']) })))).toThrow(/page\.yaml/)
    expect(readPageFile('about-intro')[0]?.slug).toBe('about')
  })

  it('write a text once when it is the same in both languages and as a pair when not', () => {
    const block = { type: 'table', caption: { ko: '요금', en: 'Rates' }, rows: [[{ ko: '광고', en: 'Ads' }, '1,000']] }
    expect(inLanguage(block, 'ko')).toEqual({ type: 'table', caption: '요금', rows: [['광고', '1,000']] })
    expect(inLanguage(block, 'en')).toEqual({ type: 'table', caption: 'Rates', rows: [['Ads', '1,000']] })
  })
})
