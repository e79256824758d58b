import { contentPageListSchema, contentPageSchema } from '@contract/content'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { seedContent } from '../../server/db/content/index'
import { pageSeeds } from '../../server/db/content/pages'
import { contentPages } from '../../server/db/schema/index'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('content pages API', () => {
  let fx: FixtureDatabase
  let app: App
  const get = (url: string) => app.inject({ method: 'GET', url })
  const page = async (slug: string) => {
    const res = await get(`/api/content/pages/${slug}`)
    expect(res.statusCode, `${slug}: ${res.body}`).toBe(200)
    return contentPageSchema.parse(res.json())
  }

  beforeAll(async () => {
    fx = await createFixtureDatabase('none')
    app = await createTestApp(fx.database)
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('serves every seeded page in Korean and English with the same blocks in both', async () => {
    expect(pageSeeds().length).toBeGreaterThanOrEqual(24)
    for (const seed of pageSeeds()) {
      const p = await page(seed.slug)
      expect(p).toMatchObject({
        slug: seed.slug,
        section: seed.section,
        titleKo: seed.title.ko,
        titleEn: seed.title.en,
      })
      expect(p.bodyKo.length, seed.slug).toBeGreaterThan(0)
      expect(
        p.bodyEn.map((b) => b.type),
        seed.slug,
      ).toEqual(p.bodyKo.map((b) => b.type))
      // The Korean body is Korean and the English one is not.
      expect(JSON.stringify(p.bodyKo), seed.slug).toMatch(/[\uac00-\ud7a3]/)
      if (seed.section === 'terms') expect(p.effectiveDate, seed.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('puts the rules of CON-9 on the terms pages', async () => {
    const privacy = await page('privacy')
    const retention = privacy.bodyEn.find((b) => b.type === 'retention')
    expect(retention?.type === 'retention' && retention.rows.map((r) => r.period)).toEqual([
      '1 year',
      '30 days after withdrawal',
      '5 years',
      '5 years',
      '3 years',
      '6 months',
      '3 months',
    ])
    const usage = JSON.stringify((await page('usage')).bodyEn)
    for (const rule of [
      'real-name membership',
      'cannot normally be changed',
      'under 14',
      'within 7 days of the notice',
      '30 days ahead',
    ])
      expect(usage).toContain(rule)
    const contact = (await page('contactUs')).bodyKo.find((b) => b.type === 'contact')
    expect(JSON.stringify(contact)).toContain('평일 09:00-18:00')
    expect(JSON.stringify(contact)).toContain('24시간 이내')
  })

  it('answers 404 for an unknown or unpublished page', async () => {
    const res = await get('/api/content/pages/noSuchPage')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' })
    await fx.db.update(contentPages).set({ published: false }).where(eq(contentPages.slug, 'frontier'))
    expect((await get('/api/content/pages/frontier')).statusCode).toBe(404)
    const guides = contentPageListSchema.parse((await get('/api/content/pages?section=guide')).json())
    expect(guides.items.map((i) => i.slug)).not.toContain('frontier')
    await fx.db.update(contentPages).set({ published: true }).where(eq(contentPages.slug, 'frontier'))
  })

  it('lists a section in menu order without bodies, and refuses an unknown section', async () => {
    const about = contentPageListSchema.parse((await get('/api/content/pages?section=about')).json())
    expect(about.items.map((i) => i.slug)).toEqual([
      'about',
      'greetings',
      'chairman',
      'history',
      'organization',
      'committees',
      'staff',
      'contactUs',
      'directions',
      'condition',
    ])
    expect(about.items[0]).not.toHaveProperty('bodyKo')
    const terms = contentPageListSchema.parse((await get('/api/content/pages?section=terms')).json())
    expect(terms.items.map((i) => i.slug)).toEqual(['usage', 'privacy', 'marketing', 'clean'])
    const all = contentPageListSchema.parse((await get('/api/content/pages')).json())
    expect(all.items.map((i) => i.section)).toEqual([
      ...about.items.map(() => 'about'),
      ...Array(10).fill('guide'),
      ...terms.items.map(() => 'terms'),
    ])
    expect(all.items.find((i) => i.slug === 'overseas')?.koOnly).toBe(true)
    expect((await get('/api/content/pages?section=news')).statusCode).toBe(400)
  })

  it('leaves out a stored block that breaks the vocabulary and serves the rest', async () => {
    const unsafeBlocks = [
      { type: 'script', src: 'x' },
      { type: 'links', items: [{ title: 'x', url: 'javascript:alert(1)' }] },
    ]
    await fx.db.execute(
      sql`update content_pages set body_en = body_en || ${JSON.stringify(unsafeBlocks)}::jsonb where slug = 'winter'`,
    )
    const p = await page('winter')
    expect(p.bodyEn.map((b) => b.type)).toEqual(p.bodyKo.map((b) => b.type))
  })

  it('never overwrites an edited page when the content is seeded again, and restores a deleted one', async () => {
    await fx.db.update(contentPages).set({ titleEn: 'Our story so far' }).where(eq(contentPages.slug, 'history'))
    await fx.db.delete(contentPages).where(eq(contentPages.slug, 'sponsors'))
    expect(await seedContent(fx.db)).toBe(1)
    expect((await page('history')).titleEn).toBe('Our story so far')
    expect((await page('sponsors')).titleEn).toBe('Sponsors')
    expect(await seedContent(fx.db)).toBe(0)
  })

  it('documents the calls and the block vocabulary in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/openapi.json')).json() as {
      paths: Record<string, unknown>
      components: { schemas: Record<string, unknown> }
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/content/pages', '/api/content/pages/{slug}', '/api/content/member-stats']),
    )
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'ContentPage',
        'ContentBlock',
        'OrgChartBlock',
        'OrgNode',
        'RetentionBlock',
        'MemberStats',
      ]),
    )
  })
})
