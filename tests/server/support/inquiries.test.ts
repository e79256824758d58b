import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUESTION, type SupportFixture, supportFixture } from './fixture'

describe('1:1 inquiries (MY-15)', () => {
  let fx: SupportFixture
  beforeAll(async () => {
    fx = await supportFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it('lists the categories to anyone, named in both languages', async () => {
    const res = await fx.as(null, 'GET', '/api/qna/category')
    expect(res.statusCode).toBe(200)
    const { categories } = res.json()
    expect(categories.map((c: { code: string }) => c.code)).toContain('dues')
    expect(categories.find((c: { code: string }) => c.code === 'dues').name).toEqual({
      ko: '회비·입회비',
      en: 'Dues and entrance fee',
    })
  })

  it('asks a visitor to log in before asking', async () => {
    expect((await fx.as(null, 'POST', '/api/qna', QUESTION)).statusCode).toBe(401)
    expect((await fx.as(null, 'GET', '/api/qna')).statusCode).toBe(401)
  })

  it('refuses missing and over-long fields, naming each field', async () => {
    const empty = await fx.as('member01', 'POST', '/api/qna', { category: 'dues' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', fields: { title: 'required', content: 'required' } })
    const tooLong = await fx.as('member01', 'POST', '/api/qna', { ...QUESTION, title: 'x'.repeat(101) })
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', fields: { title: 'too_long' } })
    const blank = await fx.as('member01', 'POST', '/api/qna', { ...QUESTION, content: '   short   ' })
    expect(blank.json()).toMatchObject({ code: 'VALIDATION', fields: { content: 'too_short' } })
    const unknown = await fx.as('member01', 'POST', '/api/qna', { ...QUESTION, category: 'lottery' })
    expect(unknown.json().fields).toHaveProperty('category')
  })

  it('keeps a question unanswered, newest first in my list, and shows it to its author only', async () => {
    const first = await fx.as('member01', 'POST', '/api/qna', QUESTION)
    expect(first.statusCode).toBe(201)
    fx.clock.advance(60_000)
    const second = await fx.as('member01', 'POST', '/api/qna', { ...QUESTION, title: '두 번째 질문입니다' })
    expect(second.json()).toMatchObject({ state: 'unanswered', answer: null, mayChange: true })
    const list = (await fx.as('member01', 'GET', '/api/qna')).json()
    expect(list.items.map((i: { title: string }) => i.title).slice(0, 2)).toEqual([
      '두 번째 질문입니다',
      QUESTION.title,
    ])
    expect(list.total).toBe(2)

    const id = first.json().id
    expect((await fx.as('member01', 'GET', `/api/qna/${id}`)).json().content).toBe(QUESTION.content)
    const other = await fx.as('member02', 'GET', `/api/qna/${id}`)
    expect(other.statusCode).toBe(404)
    expect((await fx.as('member02', 'PATCH', `/api/qna/${id}`, QUESTION)).statusCode).toBe(404)
    expect((await fx.as('member02', 'DELETE', `/api/qna/${id}`)).statusCode).toBe(404)
    expect((await fx.as('member02', 'GET', '/api/qna')).json().items).toEqual([])
  })

  it('lets the member edit and delete while unanswered, and neither once answered', async () => {
    const asked = (await fx.as('member01', 'POST', '/api/qna', QUESTION)).json()
    const edited = await fx.as('member01', 'PATCH', `/api/qna/${asked.id}`, { ...QUESTION, title: '고친 제목입니다' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ title: '고친 제목입니다', state: 'unanswered' })
    expect(edited.json().updatedAt).not.toBeNull()

    const answer = await fx.as('staff05', 'POST', `/api/staff/qna/${asked.id}/answer`, {
      answer: '재발급해 드렸습니다.',
    })
    expect(answer.statusCode).toBe(200)
    const again = await fx.as('member01', 'PATCH', `/api/qna/${asked.id}`, QUESTION)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('INQUIRY_ANSWERED')
    expect((await fx.as('member01', 'DELETE', `/api/qna/${asked.id}`)).statusCode).toBe(409)
    const kept = (await fx.as('member01', 'GET', `/api/qna/${asked.id}`)).json()
    expect(kept).toMatchObject({ state: 'answered', answer: '재발급해 드렸습니다.', mayChange: false })

    const unanswered = (await fx.as('member01', 'POST', '/api/qna', QUESTION)).json()
    expect((await fx.as('member01', 'DELETE', `/api/qna/${unanswered.id}`)).json()).toEqual({ deleted: true })
    expect((await fx.as('member01', 'GET', `/api/qna/${unanswered.id}`)).statusCode).toBe(404)
  })

  it('gives staff the queue, unanswered first, and refuses it to members', async () => {
    expect((await fx.as('member01', 'GET', '/api/staff/qna')).statusCode).toBe(403)
    expect((await fx.as('member01', 'POST', '/api/staff/qna/1/answer', { answer: 'hello' })).statusCode).toBe(403)
    const queue = (await fx.as('staff05', 'GET', '/api/staff/qna?state=unanswered')).json()
    expect(queue.items.length).toBeGreaterThan(0)
    expect(queue.items.every((i: { state: string }) => i.state === 'unanswered')).toBe(true)
    expect(queue.unanswered).toBe(queue.total)
    const all = (await fx.as('staff05', 'GET', '/api/staff/qna')).json()
    expect(all.items[0].state).toBe('unanswered')
    expect(all.items[0].member).toHaveProperty('name')
    expect((await fx.as('staff05', 'POST', '/api/staff/qna/999999/answer', { answer: 'hello' })).statusCode).toBe(404)
  })
})
