import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tinyPdf, tinyPng } from '../../fixtures/evidence-files'
import { FATHERS_DEATH, type WelfareFixture, welfareFixture } from './fixture'

const png = { name: '영수증.png', data: tinyPng() }
const pdf = { name: 'certificate.pdf', data: tinyPdf() }

describe('a welfare application with evidence (MY-7, MY-8, SEC-14)', () => {
  let fx: WelfareFixture
  beforeAll(async () => {
    fx = await welfareFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it('asks a visitor to log in', async () => {
    expect((await fx.as(null, 'GET', '/api/mypage/benefit/apply')).statusCode).toBe(401)
  })

  it('takes a real PNG and PDF, proposes 300,000 for a father’s death and lists it as submitted', async () => {
    const res = await fx.send('fellow01', 'POST', '/api/mypage/benefit/apply', FATHERS_DEATH, [png, pdf])
    expect(res.statusCode, res.body).toBe(201)
    const app = res.json()
    expect(app).toMatchObject({
      state: 'submitted',
      proposedAmount: 300_000,
      appliedOn: '2026-06-10',
      editableUntil: '2027-12-31',
      editable: true,
      funeralDate: '2026-06-03',
      amount: null,
      offset: 0,
      netAmount: 300_000,
    })
    expect(app.files.map((f: { contentType: string }) => f.contentType)).toEqual(['image/png', 'application/pdf'])
    const list = (await fx.as('fellow01', 'GET', '/api/mypage/benefit/apply')).json()
    expect(list.items.map((i: { id: number }) => i.id)).toContain(app.id)
    expect((await fx.as('fellow01', 'GET', `/api/mypage/benefit/${app.id}`)).json().subjectName).toBe('김부친')
  })

  it('takes one live claim an occasion: the same form again, or twice at once, is refused', async () => {
    const mother = { ...FATHERS_DEATH, relationship: 'mother', subjectName: '김모친' }
    await fx.as('fellow03', 'GET', '/api/mypage/benefit/apply') // logs in once, so both sendings share the session
    const [a, b] = await Promise.all([
      fx.send('fellow03', 'POST', '/api/mypage/benefit/apply', mother, [png]),
      fx.send('fellow03', 'POST', '/api/mypage/benefit/apply', mother, [pdf]),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    expect((a.statusCode === 409 ? a : b).json().code).toBe('WELFARE_DUPLICATE')
    const again = await fx.send('fellow03', 'POST', '/api/mypage/benefit/apply', mother, [png])
    expect(again.statusCode).toBe(409)
    const list = (await fx.as('fellow03', 'GET', '/api/mypage/benefit/apply')).json()
    expect(list.items.filter((i: { subjectName: string }) => i.subjectName === '김모친')).toHaveLength(1)
  })

  it('serves a file to its owner and staff only, with its type, a download name and no sniffing', async () => {
    const uncle = { ...FATHERS_DEATH, subjectName: '김백부' }
    const app = (await fx.send('fellow01', 'POST', '/api/mypage/benefit/apply', uncle, [png])).json()
    const url = `/api/mypage/benefit/${app.id}/files/${app.files[0].id}`
    const mine = await fx.as('fellow01', 'GET', url)
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-type']).toBe('image/png')
    expect(mine.headers['x-content-type-options']).toBe('nosniff')
    expect(mine.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('영수증.png')}`)
    expect(mine.rawPayload.equals(png.data)).toBe(true)
    expect((await fx.as('staff04', 'GET', url)).statusCode).toBe(200)
    expect((await fx.as('fellow02', 'GET', url)).statusCode).toBe(404)
    expect((await fx.as('fellow02', 'GET', `/api/mypage/benefit/${app.id}`)).statusCode).toBe(404)
    expect((await fx.as(null, 'GET', url)).statusCode).toBe(401)
  })

  it('refuses a page of HTML named .jpg, and the whole application with it: nothing stored', async () => {
    const before = await fx.stored()
    const html = { name: 'photo.jpg', data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/jpeg' }
    const res = await fx.send('fellow01', 'POST', '/api/mypage/benefit/apply', FATHERS_DEATH, [png, html])
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('EVIDENCE_REFUSED')
    expect(await fx.stored()).toEqual(before)
  })

  it('refuses a file over 10 MB and a sixth file, storing nothing', async () => {
    const before = await fx.stored()
    const big = { name: 'big.png', data: Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]) }
    const res = await fx.send('fellow01', 'POST', '/api/mypage/benefit/apply', FATHERS_DEATH, [big])
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('EVIDENCE_TOO_LARGE')
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, data: tinyPng() }))
    const many = await fx.send('fellow01', 'POST', '/api/mypage/benefit/apply', FATHERS_DEATH, six)
    expect(many.statusCode).toBe(413)
    expect(await fx.stored()).toEqual(before)
  })

  it('names each missing or wrong field of the form', async () => {
    const post = (fields: object, files = [png]) =>
      fx.send('fellow01', 'POST', '/api/mypage/benefit/apply', fields, files)
    const noFiles = await post(FATHERS_DEATH, [])
    expect(noFiles.json()).toMatchObject({ code: 'VALIDATION', fields: { files: 'required' } })
    const { funeralDate: _f, ...noFuneral } = FATHERS_DEATH
    expect((await post(noFuneral)).json().fields).toEqual({ funeralDate: 'required' })
    const { deliveryAddress: _d, ...noAddress } = FATHERS_DEATH
    expect((await post(noAddress)).json().fields).toEqual({ deliveryAddress: 'required' })
    const withoutItem = await post({ ...noAddress, inKindItem: 'none', subjectName: '김숙부' })
    expect(withoutItem.statusCode).toBe(201)
    expect(withoutItem.json().deliveryAddress).toBeNull()
    const { bank: _b, subjectName: _s, ...noBank } = FATHERS_DEATH
    expect((await post({ ...noBank, accountNumber: 'abc', relationship: 'uncle' })).json().fields).toEqual({
      bank: 'required',
      subjectName: 'required',
      accountNumber: 'invalid_value',
      relationship: 'invalid_value',
    })
    expect((await post({ ...FATHERS_DEATH, funeralDate: '2026-05-01' })).json().fields).toEqual({
      funeralDate: 'invalid_value',
    })
    const json = await fx.as('fellow01', 'POST', '/api/mypage/benefit/apply', FATHERS_DEATH)
    expect(json.statusCode).toBe(400)
  })

  it('refuses an occasion past its claim deadline, and keeps a parent’s 70th birthday three years', async () => {
    const post = (fields: object) => fx.send('fellow02', 'POST', '/api/mypage/benefit/apply', fields, [png])
    const late = await post({ ...FATHERS_DEATH, occasionDate: '2024-12-31', funeralDate: '2025-01-02' })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('CLAIM_EXPIRED')
    expect((await post({ ...FATHERS_DEATH, occasionDate: '2025-01-01', funeralDate: '2025-01-03' })).statusCode).toBe(
      201,
    )
    const seventieth = { ...FATHERS_DEATH, type: 'mutual_aid', occasion: 'seventieth_birthday', inKindItem: 'none' }
    const parent = await post({ ...seventieth, occasionDate: '2023-05-01' })
    expect(parent.json()).toMatchObject({ proposedAmount: 200_000, editableUntil: '2026-12-31' })
    expect((await post({ ...seventieth, relationship: 'applicant', occasionDate: '2024-05-01' })).statusCode).toBe(409)
  })

  it("pays the member's own death by membership length at the death", async () => {
    // member01 joined on 2015-03-02: 11 whole years on 2026-06-01, so 2,000,000 won.
    const own = { ...FATHERS_DEATH, relationship: 'applicant', subjectName: '김투어' }
    expect((await fx.send('member01', 'POST', '/api/mypage/benefit/apply', own, [pdf])).json().proposedAmount).toBe(
      2_000_000,
    )
  })

  it('refuses non-members and expelled members through the standing function, and closed scholarships', async () => {
    const web = await fx.send('webmember01', 'POST', '/api/mypage/benefit/apply', FATHERS_DEATH, [png])
    expect(web.statusCode).toBe(403)
    expect(web.json().code).toBe('MEMBERS_ONLY')
    expect((await fx.send('member04', 'POST', '/api/mypage/benefit/apply', FATHERS_DEATH, [png])).statusCode).toBe(403)
    const june = await fx.send(
      'fellow03',
      'POST',
      '/api/mypage/benefit/apply',
      { ...FATHERS_DEATH, type: 'scholarship' },
      [png],
    )
    expect(june.json().code).toBe('SCHOLARSHIP_CLOSED')
    const pension = await fx.send(
      'fellow03',
      'POST',
      '/api/mypage/benefit/apply',
      { ...FATHERS_DEATH, type: 'welfare_pension' },
      [png],
    )
    expect(pension.json().code).toBe('PENSION_NOT_ELIGIBLE')
  })

  it('shows member05 eligible for the pension and the scholarship month ahead', async () => {
    const res = await fx.as('member05', 'GET', '/api/mypage/benefit/eligibility')
    expect(res.json()).toMatchObject({
      membershipYears: 31,
      age: 70,
      pension: { eligible: true, startAge: 61, startYear: 2017, yearlyAmount: 1_200_000 },
      scholarship: { open: false, opensOn: '2027-03-01', closesOn: '2027-03-31' },
      unpaidDues: 0,
    })
    expect((await fx.as('member02', 'GET', '/api/mypage/benefit/eligibility')).json()).toMatchObject({
      pension: { eligible: false, reason: 'birth_year' },
      unpaidDues: 120_000,
    })
  })
})
