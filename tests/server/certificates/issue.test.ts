import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StandingFixture, standingFixture } from '../standing/fixture'
import { makePlayer, membershipRequest } from './fixture'

/** docs/requirements/my-page.md#my-5: the request's competitions, the numbers and the PDF. */
describe('issuing certificates (MY-5)', () => {
  let fx: StandingFixture
  let mine: Awaited<ReturnType<typeof makePlayer>>
  beforeAll(async () => {
    fx = await standingFixture()
    mine = await makePlayer(fx.db, 'fellow01')
  }, 300_000)
  afterAll(() => fx.close())

  const records = (competitionIds: number[]) => ({
    type: 'records',
    competitionIds,
    purpose: '대학원 입학',
    submitTo: '한국체육대학교',
  })
  const issue = (body: object, login = 'fellow01') => fx.as(login, 'POST', '/api/certificates', body)

  it('offers the member his own played tournaments and the upcoming one he entered', async () => {
    const res = await fx.as('fellow01', 'GET', '/api/mypage/certificates/competitions')
    const body = res.json()
    expect(body.isPlayer).toBe(true)
    expect(body.played.map((c: { id: number }) => c.id).sort()).toEqual([...mine.playedIds].sort())
    expect(body.planned.map((c: { id: number }) => c.id)).toEqual([mine.upcomingId])
    const none = (await fx.as('fellow02', 'GET', '/api/mypage/certificates/competitions')).json()
    expect(none).toEqual({ isPlayer: false, played: [], planned: [] })
  })

  it('takes 1 and 5 competitions, refuses 0 and 6 with the field named', async () => {
    expect(mine.playedIds.length).toBeGreaterThanOrEqual(6)
    const one = await issue(records(mine.playedIds.slice(0, 1)))
    expect(one.statusCode, one.body).toBe(201)
    expect(one.json().facts.competitions).toHaveLength(1)
    const five = await issue(records(mine.playedIds.slice(0, 5)))
    expect(five.statusCode, five.body).toBe(201)
    const facts = five.json().facts
    expect(facts.competitions).toHaveLength(5)
    expect(facts.competitions[0].finish).toBeTruthy()
    for (const n of [0, 6]) {
      const res = await issue(records(mine.playedIds.slice(0, n)))
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.competitionIds).toBe(n === 0 ? 'required' : 'too_long')
    }
  })

  it("refuses a tournament that is not the member's, and an upcoming one on a records certificate", async () => {
    for (const id of [mine.notPlayedId, mine.upcomingId]) {
      const res = await issue(records([id]))
      expect(res.statusCode).toBe(400)
      expect(res.json().fields).toEqual({ competitionIds: 'invalid_value' })
    }
    const planned = await issue({ ...records([mine.upcomingId]), type: 'planned' })
    expect(planned.statusCode, planned.body).toBe(201)
    expect(planned.json().facts.competitions[0]).toMatchObject({ id: mine.upcomingId, finish: null, rounds: null })
    const notPlayer = await issue({ ...records(mine.playedIds.slice(0, 1)), type: 'participation' }, 'fellow03')
    expect(notPlayer.statusCode).toBe(400)
  })

  it('asks a period within the membership, and refuses one that ends before it starts', async () => {
    const res = await issue({ type: 'membership', purpose: '제출', submitTo: '은행' })
    expect(res.json().fields).toMatchObject({ periodFrom: 'required', periodTo: 'required' })
    const backwards = await issue({ ...membershipRequest, periodFrom: '2026-06-01', periodTo: '2025-01-01' })
    expect(backwards.json().fields).toEqual({ periodTo: 'invalid_value' })
    // The association signs only what it records: from the first enrollment (2016 for fellow01) to today.
    const beforeJoining = await issue({ ...membershipRequest, periodFrom: '1990-01-01' })
    expect(beforeJoining.json().fields).toEqual({ periodFrom: 'invalid_value' })
    const future = await issue({ ...membershipRequest, periodTo: '2040-12-31' })
    expect(future.json().fields).toEqual({ periodTo: 'invalid_value' })
    const blank = await issue({ ...membershipRequest, purpose: '  ' })
    expect(Object.keys(blank.json().fields)).toEqual(['purpose'])
  })

  it('previews exactly what it then issues', async () => {
    const preview = await fx.as('fellow01', 'POST', '/api/certificates/preview', records(mine.playedIds.slice(1, 3)))
    expect(preview.statusCode, preview.body).toBe(200)
    const issued = await issue(records(mine.playedIds.slice(1, 3)))
    expect(issued.json().facts).toEqual(preview.json())
    expect(issued.json()).toMatchObject({ state: 'valid' })
    expect(preview.json()).toMatchObject({ issuedOn: '2026-06-10', validUntil: '2026-09-07' })
  })

  it('gives unique, gapless numbers to concurrent issues', async () => {
    const logins = ['fellow01', 'fellow02', 'fellow03', 'member01']
    for (const login of logins) await fx.tokenOf(login)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => issue(membershipRequest, logins[i % logins.length])),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201))
    const numbers = answers.map((a) => a.json().no as string).sort()
    expect(new Set(numbers).size).toBe(12)
    const sequences = numbers.map((n) => Number(n.slice(-6)))
    expect(sequences.at(-1)! - sequences[0]!).toBe(11)
    expect(numbers[0]).toMatch(/^FW-2026-\d{6}$/)
  })

  it('lists my certificates newest first, only mine', async () => {
    fx.clock.advance(60_000)
    const latest = (await issue(membershipRequest, 'fellow02')).json().no
    const list = (await fx.as('fellow02', 'GET', '/api/certificates')).json().items
    expect(list[0].no).toBe(latest)
    expect(list.every((c: { facts: { holder: { name: string } } }) => c.facts.holder.name === '이동료')).toBe(true)
  })

  it('draws a PDF whose Korean text reads back: name, title, facts, number', async () => {
    const issued = (await issue(records(mine.playedIds.slice(0, 2)))).json()
    const res = await fx.as('fellow01', 'GET', `/api/certificates/${issued.no}/pdf`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text
    for (const expected of [
      '김동료',
      '경기기록증명서',
      '한국체육대학교',
      issued.no,
      '2026년 6월 10일',
      '페어웨이프로골프협회',
    ])
      expect(text).toContain(expected)
    expect(text).toContain(issued.facts.competitions[0].nameKo)
    const membership = (await issue(membershipRequest, 'fellow02')).json()
    const other = await fx.as('fellow02', 'GET', `/api/certificates/${membership.no}/pdf`)
    const otherText = (await new PDFParse({ data: new Uint8Array(other.rawPayload) }).getText()).text
    expect(otherText).toContain('이동료')
    expect(otherText).toContain('회원확인서')
  })

  it('serves the PDF to its holder and staff only', async () => {
    const issued = (await issue(membershipRequest)).json()
    expect((await fx.as('fellow02', 'GET', `/api/certificates/${issued.no}/pdf`)).statusCode).toBe(404)
    expect((await fx.as('staff01', 'GET', `/api/certificates/${issued.no}/pdf`)).statusCode).toBe(200)
    expect((await fx.app.inject({ method: 'GET', url: `/api/certificates/${issued.no}/pdf` })).statusCode).toBe(401)
  })
})
