import { substanceListSchema, SUBSTANCE_CLASSES } from '@contract/clean'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { prohibitedSubstances } from '../../server/db/schema/index'
import { seedContent } from '../../server/db/content/index'
import { eq } from 'drizzle-orm'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

describe('prohibited-substance search', () => {
  let fx: FixtureDatabase
  let app: App
  const search = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/clean/substances?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return substanceListSchema.parse(res.json())
  }

  beforeAll(async () => {
    // The reference list is the association's standing content: seeded even without a demo.
    fx = await createFixtureDatabase('none')
    app = await createTestApp(fx.database)
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('holds the reference list across every class, in list order, twenty a page', async () => {
    const first = await search('')
    expect(first.total).toBeGreaterThanOrEqual(60)
    expect(first.total).toBeLessThanOrEqual(120)
    expect(first.items).toHaveLength(20)
    expect(Object.keys(first.classCounts).sort()).toEqual([...SUBSTANCE_CLASSES].sort())
    expect(Object.values(first.classCounts).reduce((a, b) => a + b, 0)).toBe(first.total)
    expect(first.items[0]!.substanceClass).toBe('S0')
    const last = await search(`page=${Math.ceil(first.total / 20)}`)
    expect(last.items.at(-1)!.substanceClass).toBe('P1')
  })

  it('finds a substance by its English name, its Korean name or a brand, whatever the case', async () => {
    const en = await search('q=TESTOSTERONE')
    expect(en.items.map((s) => s.code)).toContain('s1-testosterone')
    expect(en.items.find((s) => s.code === 's1-testosterone')).toMatchObject({
      nameKo: '테스토스테론',
      substanceClass: 'S1',
      prohibited: 'always',
    })
    const ko = await search(`q=${encodeURIComponent('프로프라놀롤')}`)
    expect(ko.items).toHaveLength(1)
    expect(ko.items[0]).toMatchObject({ nameEn: 'Propranolol', substanceClass: 'P1', prohibited: 'in_competition' })
    const brand = await search('q=ventolin')
    expect(brand.items.map((s) => s.nameEn)).toEqual(['Salbutamol (albuterol)'])
    expect(brand.items[0]!.noteEn).toContain('1,600 µg')
    expect((await search('q=%25')).total).toBe(0)
    expect((await search('q=no-such-substance')).items).toEqual([])
  })

  it('narrows to one class and keeps the counts of every class for the term', async () => {
    const s9 = await search('class=S9')
    expect(s9.total).toBe(s9.classCounts.S9)
    expect(s9.items.every((s) => s.substanceClass === 'S9' && s.prohibited === 'in_competition')).toBe(true)
    expect(s9.items.map((s) => s.nameEn)).toContain('Prednisolone')
    const stimulants = await search(`class=S6&q=${encodeURIComponent('에페드린')}`)
    // Cathine is norpseudoephedrine: its Korean name holds the word too.
    expect(stimulants.items.map((s) => s.code).sort()).toEqual([
      's6-cathine',
      's6-ephedrine',
      's6-methylephedrine',
      's6-pseudoephedrine',
    ])
    expect(stimulants.classCounts).toEqual({ S6: 4 })
    // Classes prohibited at all times never say "in competition", and the other way round.
    for (const cls of ['S1', 'S2', 'S4', 'S5', 'M1'] as const)
      expect((await search(`class=${cls}&pageSize=50`)).items.every((s) => s.prohibited === 'always')).toBe(true)
    for (const cls of ['S6', 'S7', 'S8', 'P1'] as const)
      expect((await search(`class=${cls}&pageSize=50`)).items.every((s) => s.prohibited === 'in_competition')).toBe(
        true,
      )
  })

  it("orders names within a class in the reader's language (LanguageCode header)", async () => {
    const names = async (language: string | undefined, key: 'nameKo' | 'nameEn') => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/clean/substances?class=S1&pageSize=50',
        headers: language ? { languagecode: language } : {},
      })
      return substanceListSchema.parse(res.json()).items.map((s) => s[key])
    }
    const ko = await names(undefined, 'nameKo')
    expect(ko).toEqual([...ko].sort())
    const en = await names('en', 'nameEn')
    expect(en).toEqual([...en].sort())
    expect(en[0]).toBe('Androstenedione')
  })

  it('refuses a class that is not on the list and a page size over the limit', async () => {
    for (const query of ['class=S10', 'class=s1', 'pageSize=500', 'page=0']) {
      const res = await app.inject({ method: 'GET', url: `/api/clean/substances?${query}` })
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code).toBe('VALIDATION')
    }
  })

  it('keeps what staff edited when the content is seeded again', async () => {
    await fx.db
      .update(prohibitedSubstances)
      .set({ noteEn: 'Edited by staff' })
      .where(eq(prohibitedSubstances.code, 's1-testosterone'))
    expect(await seedContent(fx.db)).toBe(0)
    expect((await search('q=testosterone')).items[0]!.noteEn).toBe('Edited by staff')
  })
})
