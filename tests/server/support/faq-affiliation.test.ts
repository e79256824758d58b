import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixtureDatabase, type FixtureDatabase } from '../../fixtures/test-db'
import { createTestApp } from '../helpers'
import { type SupportFixture, supportFixture } from './fixture'

const NEW_ENTRY = {
  category: 'website',
  sortOrder: 9,
  question: { ko: '앱에서도 문의할 수 있나요?', en: 'Can I ask from the app?' },
  answer: { ko: '네, 앱의 마이페이지에서 가능합니다.', en: 'Yes, from My page in the app.' },
}

describe('the FAQ and affiliate benefits (MY-15, MY-17)', () => {
  let fx: SupportFixture
  beforeAll(async () => {
    fx = await supportFixture()
  }, 300_000)
  afterAll(() => fx.close())

  const faq = async (query = '') => (await fx.as(null, 'GET', `/api/faq${query}`)).json().items

  it('answers the seeded FAQ to anyone, by category and by words in either language', async () => {
    const all = await faq()
    expect(all.length).toBeGreaterThanOrEqual(9)
    expect(all[0].question.ko.length).toBeGreaterThan(0)
    const dues = await faq('?category=dues')
    expect(dues.length).toBeGreaterThan(0)
    expect(dues.every((e: { category: string }) => e.category === 'dues')).toBe(true)
    const english = await faq(`?q=${encodeURIComponent('forgot password')}`)
    expect(english.map((e: { question: { en: string } }) => e.question.en)).toEqual(['I forgot my password.'])
    const korean = await faq(`?q=${encodeURIComponent('입회 교육')}`)
    expect(korean.length).toBeGreaterThan(0)
    expect(await faq(`?q=${encodeURIComponent('없는단어xyz')}`)).toEqual([])
    expect((await fx.as(null, 'GET', '/api/faq?category=lottery')).statusCode).toBe(400)
  })

  it('lets staff add, rewrite and remove entries, and nobody else', async () => {
    expect((await fx.as('member01', 'POST', '/api/staff/faq', NEW_ENTRY)).statusCode).toBe(403)
    expect((await fx.as(null, 'POST', '/api/staff/faq', NEW_ENTRY)).statusCode).toBe(401)
    const created = await fx.as('staff05', 'POST', '/api/staff/faq', NEW_ENTRY)
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    expect((await faq('?q=app')).map((e: { id: number }) => e.id)).toContain(id)
    const rewritten = await fx.as('staff05', 'PUT', `/api/staff/faq/${id}`, {
      ...NEW_ENTRY,
      question: { ko: '모바일 앱 문의', en: 'Asking from the mobile app' },
    })
    expect(rewritten.json().question.en).toBe('Asking from the mobile app')
    const bad = await fx.as('staff05', 'PUT', `/api/staff/faq/${id}`, { ...NEW_ENTRY, question: { ko: '', en: 'x' } })
    expect(bad.statusCode).toBe(400)
    expect((await fx.as('staff05', 'DELETE', `/api/staff/faq/${id}`)).json()).toEqual({ deleted: true })
    expect((await faq()).map((e: { id: number }) => e.id)).not.toContain(id)
    expect((await fx.as('staff05', 'DELETE', `/api/staff/faq/${id}`)).statusCode).toBe(404)
  })

  it('lists the running affiliate benefits with how to use them', async () => {
    const res = await fx.as(null, 'GET', '/api/affiliation')
    expect(res.statusCode).toBe(200)
    const { items } = res.json()
    expect(items.length).toBeGreaterThanOrEqual(4)
    const swing = items.find((b: { slug: string }) => b.slug === 'swing-lab')
    expect(swing).toMatchObject({ state: 'running', endsOn: null, logoText: 'SL', category: 'equipment' })
    expect(swing.howToUse.en).toContain('membership card')
    // Seoul day 2026-06-10: the hotel's benefit (from April) runs.
    expect(items.find((b: { slug: string }) => b.slug === 'hanbit-hotel').state).toBe('running')
  })
})

describe('the sandbox mailbox exists only with demo data (decision 0042)', () => {
  let plain: FixtureDatabase
  beforeAll(async () => {
    plain = await createFixtureDatabase('none')
  }, 300_000)
  afterAll(() => plain.cleanup())

  it('answers 404 and has no mail provider on a database without the demo', async () => {
    const app = await createTestApp(plain.database, { purgeJob: false, membershipJobs: false, paymentJobs: false })
    try {
      await app.ready()
      expect(app.demo.on).toBe(false)
      expect(app.mail).toBeNull()
      const res = await app.inject({ method: 'GET', url: '/api/sandbox/mail/messages?to=a@example.com' })
      expect(res.statusCode).toBe(404)
      // The FAQ is the association's content: there without the demo too.
      expect((await app.inject({ method: 'GET', url: '/api/faq' })).json().items.length).toBeGreaterThan(0)
    } finally {
      await app.close()
    }
  })
})
