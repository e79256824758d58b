import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entranceFees, members } from '../../../server/db/schema/index'
import { type StandingFixture, standingFixture } from '../standing/fixture'
import { membershipRequest } from './fixture'

/** docs/requirements/my-page.md#my-6 through the standing door: the refusals, with the form's permission beside. */
describe('who may get a certificate (MY-6)', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  const refusal = async (login: string, body: object = membershipRequest) => {
    const res = await fx.as(login, 'POST', '/api/certificates', body)
    return { status: res.statusCode, code: res.json().code }
  }
  const permission = async (login: string, action = 'get_certificate') =>
    (await fx.as(login, 'GET', '/api/mypage/permissions')).json().actions[action]

  it('asks a visitor to log in', async () => {
    const res = await fx.app.inject({ method: 'POST', url: '/api/certificates', payload: membershipRequest })
    expect(res.statusCode).toBe(401)
  })

  it.each([
    ['webmember01', 'not_member', 'MEMBERS_ONLY'],
    ['member04', 'expelled', 'FORBIDDEN'],
    ['member03', 'suspended', 'FORBIDDEN'],
    ['member02', 'unpaid_dues', 'STANDING_UNPAID'],
    ['member07', 'education_incomplete', 'FORBIDDEN'],
  ])('refuses %s (%s) and issues nothing; the form knows before', async (login, reason, code) => {
    expect(await refusal(login)).toEqual({ status: 403, code })
    expect(await permission(login)).toEqual({ allowed: false, reason, code })
    const preview = await fx.as(login, 'POST', '/api/certificates/preview', membershipRequest)
    expect(preview.statusCode).toBe(403)
    expect((await fx.as(login, 'GET', '/api/certificates')).json().items).toEqual([])
  })

  it('refuses a member under a running restricting discipline', async () => {
    const staff = await fx.as('staff01', 'POST', `/api/staff/members/${await fx.idOf('fellow05')}/sanctions`, {
      kind: 'discipline',
      title: '출장정지',
      startsOn: '2026-06-01',
      endsOn: '2026-12-31',
      restricts: true,
    })
    expect(staff.statusCode, staff.body).toBe(201)
    expect(await refusal('fellow05')).toEqual({ status: 403, code: 'STANDING_DISCIPLINE' })
  })

  it('refuses an unpaid entrance fee', async () => {
    const id = await fx.idOf('fellow04')
    await fx.db.delete(entranceFees).where(eq(entranceFees.memberId, id))
    await fx.db.insert(entranceFees).values({
      memberId: id,
      amount: 2_000_000,
      selectedOn: '2026-05-01',
      dueOn: '2026-05-16',
      state: 'unpaid',
      billedAt: new Date('2026-05-01T01:00:00Z'),
    })
    expect(await permission('fellow04')).toMatchObject({ reason: 'unpaid_entrance_fee' })
    expect(await refusal('fellow04')).toEqual({ status: 403, code: 'STANDING_UNPAID' })
  })

  it('refuses professional experience under 3 years even with the education complete, and not the others', async () => {
    const id = await fx.idOf('member07')
    await fx.db.update(members).set({ introEducationCompletedOn: '2026-03-01' }).where(eq(members.id, id))
    expect(await permission('member07', 'get_experience_certificate')).toMatchObject({ reason: 'too_recent' })
    expect(await refusal('member07', { ...membershipRequest, type: 'experience' })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    })
    const membership = await fx.as('member07', 'POST', '/api/certificates', {
      ...membershipRequest,
      periodFrom: '2025-03-10',
    })
    expect(membership.statusCode, membership.body).toBe(201)
  })

  it('issues the experience certificate after 3 years (fellow01, enrolled 2016)', async () => {
    const res = await fx.as('fellow01', 'POST', '/api/certificates', { ...membershipRequest, type: 'experience' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().facts).toMatchObject({ type: 'experience', periodFrom: '2020-01-01', periodTo: '2026-06-10' })
  })
})
