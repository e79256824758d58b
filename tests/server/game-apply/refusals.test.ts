import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entranceFees, memberSanctions, tournaments } from '../../../server/db/schema/index'
import { DEMO_TODAY } from '../../fixtures/test-db'
import { standingFixture, type StandingFixture } from '../standing/fixture'
import { applyAs, countApplications, fieldOf, makeGame } from './apply-support'

/**
 * Each refusal of POST /api/game/apply in the order of docs/decisions/0082-application-lifecycle.md, with its code,
 * changing nothing (APP-6, APP-9): consent, class (decision 0081), standing, the window, an application already made
 * and the applications waiting room.
 */
describe('application refusals', () => {
  let fx: StandingFixture
  let gameId: number
  beforeAll(async () => {
    fx = await standingFixture()
    gameId = (await makeGame(fx.db)).id
  }, 300_000)
  afterAll(() => fx.close())

  async function refused(loginId: string, expected: [number, string], game = gameId) {
    const before = await countApplications(fx.db)
    const answer = await applyAs(fx, loginId, game)
    expect([answer.statusCode, answer.json().code], answer.body).toEqual(expected)
    expect(await countApplications(fx.db)).toBe(before)
  }

  it('asks for the consents first', async () => {
    const answer = await fx.as('member01', 'POST', '/api/game/apply', {
      gameId,
      caddie: 'own',
      mobile: '010-1111-2222',
    })
    expect([answer.statusCode, answer.json().code]).toEqual([422, 'APPLICATION_CONSENT_REQUIRED'])
    expect(await fieldOf(fx.db, gameId)).toBeUndefined()
  })

  it('refuses web members and other classes, and tells the page why', async () => {
    await refused('webmember01', [403, 'APPLICATION_NOT_ELIGIBLE'])
    await refused('instructor01', [403, 'APPLICATION_NOT_ELIGIBLE'])
    const info = await fx.as('instructor01', 'GET', `/api/game/applyInfo?gameId=${gameId}`)
    expect(info.json().conditions).toMatchObject({ refusal: 'class' })
    const korean = await makeGame(fx.db, { tourId: 11 })
    await refused('fellow01', [403, 'APPLICATION_NOT_ELIGIBLE'], korean.id)
  })

  it('answers standing with its own codes: dues, entrance fee, discipline, suspension', async () => {
    await refused('member02', [403, 'APPLICATION_DUES_UNPAID'])
    const fee = await fx.as('member02', 'GET', '/api/game/memberShipFee')
    expect(fee.json()).toMatchObject({ duesPaid: false, payPath: '/member/mypage?tab=dues' })
    expect(fee.json().unpaidDuesWon).toBeGreaterThan(0)
    await refused('member03', [403, 'FORBIDDEN'])
    const fellow = await fx.idOf('fellow04')
    const at = new Date(fx.clock())
    const [unpaid] = await fx.db
      .insert(entranceFees)
      .values({ memberId: fellow, amount: 300_000, selectedOn: DEMO_TODAY, dueOn: DEMO_TODAY, billedAt: at })
      .onConflictDoUpdate({ target: entranceFees.memberId, set: { state: 'unpaid', amount: 300_000 } })
      .returning()
    await refused('fellow04', [403, 'APPLICATION_ENTRANCE_FEE_UNPAID'])
    const info = await fx.as('fellow04', 'GET', `/api/game/applyInfo?gameId=${gameId}`)
    expect(info.json().conditions).toEqual({ duesPaid: true, entranceFeePaid: false, refusal: 'entrance_fee_unpaid' })
    await fx.db.delete(entranceFees).where(eq(entranceFees.id, unpaid!.id))
    const fellow5 = await fx.idOf('fellow05')
    await fx.db.insert(memberSanctions).values({
      memberId: fellow5,
      kind: 'discipline',
      title: 'Suspension of play',
      startsOn: DEMO_TODAY,
      restricts: true,
      recordedAt: at,
    })
    await refused('fellow05', [403, 'STANDING_DISCIPLINE'])
    await fx.db.delete(memberSanctions).where(eq(memberSanctions.memberId, fellow5))
  })

  it('refuses a second application, and a tournament without a window fails plainly', async () => {
    expect((await applyAs(fx, 'fellow02', gameId)).statusCode).toBe(201)
    await refused('fellow02', [409, 'APPLICATION_ALREADY_APPLIED'])
    const info = await fx.as('fellow02', 'GET', `/api/game/applyInfo?gameId=${gameId}`)
    expect(info.json().conditions.refusal).toBe('already_applied')
    const closed = await makeGame(fx.db)
    await fx.db.update(tournaments).set({ applicationOpensAt: null }).where(eq(tournaments.id, closed.id))
    await refused('fellow02', [422, 'APPLICATION_FAILED'], closed.id)
  })

  it('needs the waiting room’s admission while the applications room is on', async () => {
    const staff = await fx.as('staff01', 'GET', `/api/staff/ticketing/waiting-room/${gameId}?purpose=applications`)
    expect(staff.json().enabled).toBe(false)
    const put = await fx.app.inject({
      method: 'PUT',
      url: `/api/staff/ticketing/waiting-room/${gameId}?purpose=applications`,
      headers: { authorization: `Bearer ${await fx.tokenOf('staff01')}` },
      payload: { enabled: true, admitPerMinute: 60, admissionMinutes: 10 },
    })
    expect(put.statusCode, put.body).toBe(200)
    const tickets = await fx.as('staff01', 'GET', `/api/staff/ticketing/waiting-room/${gameId}`)
    expect(tickets.json().enabled).toBe(false)
    await refused('member01', [403, 'QUEUE_TOKEN_REQUIRED'])
    const check = await fx.as('member01', 'GET', `/api/netfunnerl/check?gameId=${gameId}&purpose=applications`)
    expect(check.json().state).toBe('admitted')
    const ticketRoom = await fx.as('member01', 'GET', `/api/netfunnerl/check?gameId=${gameId}`)
    expect(ticketRoom.json().state).toBe('off')
    const admitted = await applyAs(fx, 'member01', gameId, { queueToken: check.json().token })
    expect(admitted.statusCode, admitted.body).toBe(201)
  })
})
