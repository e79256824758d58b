import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, educationEvents } from '../../../server/db/schema/index'
import { NOON, standingFixture, type StandingFixture } from '../standing/fixture'

/**
 * Education applications (docs/requirements/my-page.md#my-11) on the test demo at noon Seoul 2026-06-10: the
 * standing's refusals, the event's window and places, paying by card through the sandbox and the refund on cancel,
 * and the venue's check-in turning into completed or incompleted at the event's end.
 */
const DAY = 86_400_000
const at = (days: number) => new Date(Date.parse(NOON) + days * DAY)

describe('education applications', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  async function event(over: Partial<typeof educationEvents.$inferInsert> = {}) {
    const [row] = await fx.db
      .insert(educationEvents)
      .values({
        typeCode: 'S',
        titleKo: '테스트 세미나',
        titleEn: 'Test seminar',
        descriptionKo: '커리큘럼: 룰과 에티켓',
        descriptionEn: 'Curriculum: rules and etiquette',
        venueKo: '협회 강당',
        venueEn: 'Association hall',
        applyOpensAt: at(-5),
        applyClosesAt: at(5),
        startsAt: at(10),
        endsAt: new Date(at(10).getTime() + 6 * 3_600_000),
        capacity: 30,
        costWon: 0,
        eligibleTypes: ['tour_pro', 'playing_pro', 'semi_pro', 'teaching_pro'],
        ...over,
      })
      .returning()
    return row!
  }
  const apply = (who: string, eventId: number) => fx.as(who, 'POST', `/api/education/${eventId}/apply`)
  const mine = async (who: string) =>
    (await fx.as(who, 'GET', '/api/mypage/edu')).json().items as Array<{
      id: number
      state: string
      checkInCode: string | null
      mayCancel: boolean
    }>

  it('refuses members whose standing does not allow it, with the standing function’s answers', async () => {
    const e = await event()
    const unpaid = await apply('member02', e.id)
    expect([unpaid.statusCode, unpaid.json().code]).toEqual([403, 'STANDING_UNPAID'])
    expect(unpaid.json().message).toBe('Cannot post due to unpaid dues or entrance fee.')
    const suspended = await apply('member03', e.id)
    expect(suspended.statusCode).toBe(403)
    const web = await apply('webmember01', e.id)
    expect([web.statusCode, web.json().code]).toEqual([403, 'MEMBERS_ONLY'])
    expect(await mine('member02')).toEqual([])
  })

  it('refuses outside the window, a membership type not invited, a second application and a full event', async () => {
    const closed = await event({ applyOpensAt: at(-10), applyClosesAt: at(-1) })
    expect((await apply('member01', closed.id)).json().code).toBe('EDUCATION_APPLICATION_CLOSED')
    const notYet = await event({ applyOpensAt: at(1), applyClosesAt: at(5) })
    expect((await apply('member01', notYet.id)).json().code).toBe('EDUCATION_APPLICATION_CLOSED')
    const teaching = await event({ eligibleTypes: ['teaching_pro'] })
    const wrongType = await apply('member01', teaching.id)
    expect([wrongType.statusCode, wrongType.json().code]).toEqual([403, 'EDUCATION_NOT_ELIGIBLE'])

    const small = await event({ capacity: 1 })
    const first = await apply('fellow01', small.id)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({ state: 'applied', amountWon: 0, mayCancel: true })
    expect(first.json().checkInCode).toMatch(/^EDU-\d+-[0-9A-F]{12}$/)
    const again = await apply('fellow01', small.id)
    expect([again.statusCode, again.json().code]).toEqual([409, 'EDUCATION_ALREADY_APPLIED'])
    const full = await apply('fellow02', small.id)
    expect([full.statusCode, full.json().code]).toEqual([409, 'EDUCATION_FULL'])
    // Cancelling gives the place back.
    const cancelled = await fx.as('fellow01', 'POST', `/api/education/applications/${first.json().id}/cancel`, {})
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', mayCancel: false, checkInCode: null })
    expect((await apply('fellow02', small.id)).statusCode).toBe(201)
  })

  it('takes one place for one of two members applying at once for the last place', async () => {
    const last = await event({ capacity: 1 })
    const answers = await Promise.all([apply('fellow03', last.id), apply('fellow04', last.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    const [row] = await fx.db.select().from(educationEvents).where(eq(educationEvents.id, last.id))
    expect(row!.applicants).toBe(1)
  })

  it('is paid by card through the door, then cancelled before the start with a refund', async () => {
    const paid = await event({ costWon: 80_000 })
    const applied = await apply('fellow05', paid.id)
    expect(applied.json()).toMatchObject({ state: 'awaiting_payment', amountWon: 80_000, checkInCode: null })
    const id = applied.json().id as number
    const created = await fx.as('fellow05', 'POST', '/api/payments/orders', {
      purpose: 'education',
      refs: [id],
      method: 'card',
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().order).toMatchObject({ purpose: 'education', amount: 80_000, title: '테스트 세미나' })
    // Someone else's application is not theirs to pay.
    const stranger = await fx.as('member01', 'POST', '/api/payments/orders', {
      purpose: 'education',
      refs: [id],
      method: 'card',
    })
    expect(stranger.json().code).toBe('PAYMENT_NOT_PAYABLE')
    const token = created.json().checkoutUrl.split('/').pop()
    const approved = await fx.app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/sessions/${token}/approve`,
      payload: { method: 'card', cardNumber: '4330000000000001', expiry: '12/30' },
    })
    const q = Object.fromEntries(new URL(approved.json().redirectUrl, 'http://x').searchParams)
    const confirmed = await fx.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { authorization: `Bearer ${await fx.tokenOf('fellow05')}`, 'idempotency-key': `edu-${id}-confirm` },
      payload: { orderNo: q.orderId, paymentKey: q.paymentKey, amount: Number(q.amount) },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const [shown] = await mine('fellow05')
    expect(shown).toMatchObject({ id, state: 'paid', mayCancel: true })
    expect(shown!.checkInCode).toMatch(/^EDU-/)
    // The door refuses the member's own cancel of an education payment: only the application's cancel checks the date.
    const direct = await fx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${q.orderId}/cancel`,
      headers: { authorization: `Bearer ${await fx.tokenOf('fellow05')}`, 'idempotency-key': `edu-${id}-direct` },
      payload: { reason: 'x' },
    })
    expect(direct.json().code).toBe('PAYMENT_NOT_CANCELABLE')

    const cancelled = await fx.as('fellow05', 'POST', `/api/education/applications/${id}/cancel`, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', storedState: 'cancelled' })
    const order = await fx.as('fellow05', 'GET', `/api/payments/orders/${q.orderId}`)
    expect(order.json()).toMatchObject({ state: 'CANCELED', canceledAmount: 80_000 })
    const [row] = await fx.db.select().from(educationEvents).where(eq(educationEvents.id, paid.id))
    expect(row!.applicants).toBe(0)
  })

  it('pays one application an order, so cancelling one never refunds another session', async () => {
    const first = await apply('fellow05', (await event({ costWon: 80_000 })).id)
    const second = await apply('fellow05', (await event({ costWon: 50_000 })).id)
    const both = await fx.as('fellow05', 'POST', '/api/payments/orders', {
      purpose: 'education',
      refs: [first.json().id, second.json().id],
      method: 'card',
    })
    expect(both.json().code).toBe('PAYMENT_NOT_PAYABLE')
    // Nothing was held: each is still payable on its own.
    const one = await fx.as('fellow05', 'POST', '/api/payments/orders', {
      purpose: 'education',
      refs: [second.json().id],
      method: 'card',
    })
    expect(one.statusCode, one.body).toBe(200)
    expect(one.json().order).toMatchObject({ amount: 50_000 })
  })

  it('never leaves an order open for an application cancelled at the same moment', async () => {
    for (let round = 0; round < 6; round += 1) {
      const id = (await apply('fellow04', (await event({ costWon: 30_000 })).id)).json().id as number
      const [cancel, order] = await Promise.all([
        fx.as('fellow04', 'POST', `/api/education/applications/${id}/cancel`, {}),
        fx.as('fellow04', 'POST', '/api/payments/orders', { purpose: 'education', refs: [id], method: 'card' }),
      ])
      const shown = (await mine('fellow04')).find((a) => a.id === id)!
      if (shown.state === 'cancelled') {
        // The order either came second and was refused, or came first and the cancel closed it.
        const orderNo = order.statusCode === 200 ? (order.json().order.orderNo as string) : null
        if (orderNo) {
          const read = await fx.as('fellow04', 'GET', `/api/payments/orders/${orderNo}`)
          expect(['ABORTED', 'CANCELED', 'EXPIRED']).toContain(read.json().state)
        }
      } else {
        // The cancel came second and saw the order: it said so and changed nothing.
        expect(cancel.statusCode, cancel.body).toBe(409)
        expect(order.statusCode).toBe(200)
      }
    }
  })

  it('checks a member in once at the venue, then reads completed or incompleted after the end', async () => {
    // Applications close as the session starts tomorrow; it lasts a few hours.
    const e = await event({ applyClosesAt: at(1), startsAt: at(1), endsAt: at(1.2) })
    const present = (await apply('president01', e.id)).json()
    const absent = (await apply('member05', e.id)).json()
    const scan = (code: string) => fx.as('staff01', 'POST', '/api/staff/education/attendance', { code })
    const first = await scan(present.checkInCode.toLowerCase())
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      result: 'attended',
      member: { name: '정회장' },
      event: { eventId: e.id, curriculumEn: 'Curriculum: rules and etiquette' },
    })
    expect((await scan(present.checkInCode)).json().result).toBe('already_checked')
    const forged = present.checkInCode.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'))
    expect((await scan(forged)).json()).toEqual({ result: 'invalid', attendedAt: null, member: null, event: null })
    expect((await scan('hello')).json().result).toBe('invalid')
    expect((await fx.as('member01', 'POST', '/api/staff/education/attendance', { code: 'x' })).statusCode).toBe(403)
    const audits = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'education_attendance'))
    expect(audits.map((a) => (a.detail as { result: string }).result)).toEqual([
      'attended',
      'already_checked',
      'invalid',
      'invalid',
    ])
    expect((await mine('president01')).find((a) => a.id === present.id)?.state).toBe('attended')

    fx.clock.set(at(1.2))
    fx.forgetTokens()
    expect((await mine('president01')).find((a) => a.id === present.id)).toMatchObject({
      state: 'completed',
      checkInCode: null,
    })
    expect((await mine('member05')).find((a) => a.id === absent.id)?.state).toBe('incompleted')
    expect((await scan(absent.checkInCode)).json().result).toBe('invalid')
    fx.clock.set(NOON)
    fx.forgetTokens()
  })

  it('says so when there is nothing yet', async () => {
    expect(await mine('instructor01')).toEqual([])
    expect((await fx.app.inject({ url: '/api/mypage/edu' })).statusCode).toBe(401)
  })
})
