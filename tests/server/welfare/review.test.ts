import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { welfareApplications } from '../../../server/db/schema/index'
import { tinyPdf, tinyPng } from '../../fixtures/evidence-files'
import { FATHERS_DEATH, type WelfareFixture, welfareFixture } from './fixture'

const png = { name: 'photo.png', data: tinyPng() }

describe('editing and the staff review of welfare applications (MY-7, MY-8, MY-9)', () => {
  let fx: WelfareFixture
  beforeAll(async () => {
    fx = await welfareFixture()
  }, 300_000)
  afterAll(() => fx.close())
  // Each application its own occasion: a second live claim of the same one is refused (WELFARE_DUPLICATE).
  let sent = 0
  const apply = async (login: string, fields: object = FATHERS_DEATH) => {
    sent += 1
    const one = { ...fields, occasionDate: `2026-05-${String(10 + sent).padStart(2, '0')}` }
    const res = await fx.send(login, 'POST', '/api/mypage/benefit/apply', one, [png])
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: number; files: Array<{ id: number }> }
  }

  it('lets the member edit a submitted application, replacing the evidence when files are sent', async () => {
    const app = await apply('fellow04')
    const edited = await fx.send(
      'fellow04',
      'PATCH',
      `/api/mypage/benefit/apply?id=${app.id}`,
      { ...FATHERS_DEATH, relationship: 'grandparents', subjectName: '박조부' },
      [{ name: 'new.pdf', data: tinyPdf() }],
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ subjectName: '박조부', proposedAmount: 0 })
    expect(edited.json().files).toEqual([expect.objectContaining({ name: 'new.pdf', contentType: 'application/pdf' })])
    expect((await fx.as('fellow04', 'GET', `/api/mypage/benefit/${app.id}/files/${app.files[0]!.id}`)).statusCode).toBe(
      404,
    )
    const kept = await fx.send('fellow04', 'PATCH', `/api/mypage/benefit/apply?id=${app.id}`, FATHERS_DEATH, [])
    expect(kept.json().files).toHaveLength(1)
    const other = await fx.send('fellow05', 'PATCH', `/api/mypage/benefit/apply?id=${app.id}`, FATHERS_DEATH, [])
    expect(other.statusCode).toBe(404)
  })

  it('keeps the review to staff', async () => {
    const app = await apply('fellow04')
    const res = await fx.as('fellow04', 'POST', `/api/staff/welfare/${app.id}/approve`, {
      amount: 1,
      paidOn: '2026-06-12',
    })
    expect(res.statusCode).toBe(403)
    expect((await fx.as('fellow04', 'GET', '/api/staff/welfare')).statusCode).toBe(403)
  })

  it('approves with the amount staff set, settles the unpaid dues from it and shows the member the net', async () => {
    // member02 owes the 2026-1 half-year (120,000 won): the member sees it offset before and after the review.
    const app = await apply('member02')
    const before = (await fx.as('member02', 'GET', `/api/mypage/benefit/${app.id}`)).json()
    expect(before).toMatchObject({ proposedAmount: 300_000, offset: 120_000, netAmount: 180_000, amount: null })
    const queue = (await fx.as('staff04', 'GET', '/api/staff/welfare?state=submitted')).json()
    expect(queue.items.find((i: { id: number }) => i.id === app.id)).toMatchObject({
      memberName: '이프로',
      proposedAmount: 300_000,
    })
    const approved = await fx.as('staff04', 'POST', `/api/staff/welfare/${app.id}/approve`, {
      amount: 350_000,
      paidOn: '2026-06-15',
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const seen = (await fx.as('member02', 'GET', `/api/mypage/benefit/${app.id}`)).json()
    expect(seen).toMatchObject({
      state: 'approved',
      amount: 350_000,
      offset: 120_000,
      netAmount: 230_000,
      paidOn: '2026-06-15',
      editable: false,
    })
    expect((await fx.as('member02', 'GET', '/api/mypage/unpaid')).json().total).toBe(0)
    const permissions = (await fx.as('member02', 'GET', '/api/mypage/permissions')).json()
    expect(permissions.actions.post).toEqual({ allowed: true })
    const again = await fx.as('staff04', 'POST', `/api/staff/welfare/${app.id}/reject`, { reason: 'late' })
    expect(again.statusCode).toBe(409)
    expect((await fx.as('staff04', 'GET', '/api/staff/welfare?state=approved')).json().items[0].id).toBe(app.id)
  })

  it('refuses editing after the review with the specification’s message', async () => {
    const app = await apply('fellow05')
    await fx.as('staff04', 'POST', `/api/staff/welfare/${app.id}/reject`, { reason: '증빙 서류가 불충분합니다.' })
    const seen = (await fx.as('fellow05', 'GET', `/api/mypage/benefit/${app.id}`)).json()
    expect(seen).toMatchObject({ state: 'rejected', rejectReason: '증빙 서류가 불충분합니다.', amount: null })
    const edit = await fx.send('fellow05', 'PATCH', `/api/mypage/benefit/apply?id=${app.id}`, FATHERS_DEATH, [])
    expect(edit.statusCode).toBe(409)
    expect(edit.json()).toEqual({ code: 'PERIOD_ENDED', message: 'Period ended so editing is impossible.' })
  })

  it('refuses editing once the claim period has ended, without changing anything', async () => {
    const app = await apply('fellow05')
    // As if the application's claim deadline had been yesterday.
    await fx.testDb.db
      .update(welfareApplications)
      .set({ editableUntil: '2026-06-09' })
      .where(eq(welfareApplications.id, app.id))
    const edit = await fx.send('fellow05', 'PATCH', `/api/mypage/benefit/apply?id=${app.id}`, FATHERS_DEATH, [png])
    expect(edit.json().code).toBe('PERIOD_ENDED')
    const seen = (await fx.as('fellow05', 'GET', `/api/mypage/benefit/${app.id}`)).json()
    expect(seen).toMatchObject({ editable: false, files: [expect.objectContaining({ name: 'photo.png' })] })
  })

  it("gives staff the demo's queue: member01's mother's 70th birthday, with evidence when the demo runs", async () => {
    const queue = (await fx.as('staff04', 'GET', '/api/staff/welfare?state=submitted')).json()
    const demo = queue.items.find((i: { memberName: string; occasion: string }) => i.occasion === 'seventieth_birthday')
    expect(demo).toMatchObject({ memberName: '김투어', relationship: 'mother', proposedAmount: 200_000 })
    const approved = (await fx.as('member01', 'GET', '/api/mypage/benefit/apply')).json().items
    expect(approved.find((i: { state: string }) => i.state === 'approved')).toMatchObject({ amount: 200_000 })
    const file = await fx.as('staff04', 'GET', `/api/mypage/benefit/${demo.id}/files/${demo.files[0].id}`)
    expect(file.statusCode).toBe(fx.app.demo.on ? 200 : 404)
  })
})
