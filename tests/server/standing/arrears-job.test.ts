import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { duesPeriods, standingChanges } from '../../../server/db/schema/index'
import { runArrears } from '../../../server/modules/membership/arrears-job'
import { runBilling } from '../../../server/modules/membership/billing'
import { duesPayable } from '../../../server/modules/membership/payables'
import { type StandingFixture, standingFixture, standingOfRow } from './fixture'

describe('the arrears job and paying arrears (SD-6)', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it('changes nothing on the seeded demo', async () => {
    expect((await runArrears(fx.db, fx.clock())).changes).toEqual([])
  })

  it('expels the suspended member03 at 5 years, and paying then does not lift the expulsion', async () => {
    const id = await fx.idOf('member03')
    // The demo's member03 owes from the half-year of 2023-06-10, i.e. from 1 January 2023: 5 years on 1 January 2028.
    expect(
      (await runArrears(fx.db, new Date('2027-12-31T03:00:00Z'))).changes.filter((c) => c.memberId === id),
    ).toEqual([])
    const run = await runArrears(fx.db, new Date('2028-01-01T03:00:00Z'))
    expect(run.changes).toContainEqual({ memberId: id, from: 'suspended', to: 'expelled', cause: 'arrears_expulsion' })
    const now = new Date('2028-01-02T03:00:00Z')
    const refs = (await fx.db.select().from(duesPeriods).where(eq(duesPeriods.memberId, id)))
      .filter((p) => p.state === 'unpaid')
      .map((p) => p.id)
    await fx.db.transaction(async (tx) => {
      const priced = await duesPayable.price(tx, id, refs, now)
      await duesPayable.onPaid(
        tx,
        { id: 9002, orderNo: 'T-9002', memberId: id, amount: 0, method: 'card', lines: priced.lines, approvedAt: now },
        now,
      )
    })
    expect(await standingOfRow(fx.db, id)).toBe('expelled')
  })
  it('suspends member02 on the third anniversary of the oldest unpaid period, not the day before, once', async () => {
    const id = await fx.idOf('member02')
    // member02 owes 2026-1 (from 1 January 2026): 3 years are complete on 1 January 2029, 00:00 Seoul.
    await runBilling(fx.db, new Date('2028-12-31T14:59:00Z'))
    expect((await runArrears(fx.db, new Date('2028-12-31T14:59:59Z'))).changes.map((c) => c.memberId)).not.toContain(id)
    expect(await standingOfRow(fx.db, id)).toBe('active')
    const run = await runArrears(fx.db, new Date('2028-12-31T15:00:00Z'))
    expect(run.changes).toContainEqual({ memberId: id, from: 'active', to: 'suspended', cause: 'arrears_suspension' })
    expect((await runArrears(fx.db, new Date('2028-12-31T15:00:00Z'))).changes).toEqual([])
    const [change] = await fx.db
      .select()
      .from(standingChanges)
      .where(eq(standingChanges.memberId, id))
      .orderBy(desc(standingChanges.id))
    expect(change).toMatchObject({
      to: 'suspended',
      cause: 'arrears_suspension',
      on: '2029-01-01',
      job: 'membership-arrears',
    })
  })

  it('lifts the suspension in the transaction that pays the arrears; a later run changes nothing', async () => {
    const id = await fx.idOf('member02')
    const now = new Date('2029-01-02T03:00:00Z')
    const owed = await fx.db.select().from(duesPeriods).where(eq(duesPeriods.memberId, id))
    const refs = owed.filter((p) => p.state === 'unpaid').map((p) => p.id)
    await fx.db.transaction(async (tx) => {
      const priced = await duesPayable.price(tx, id, refs, now)
      expect(priced.lines.reduce((s, l) => s + l.amount, 0)).toBe(refs.length * 120_000)
      await duesPayable.onPaid(
        tx,
        { id: 9001, orderNo: 'T-9001', memberId: id, amount: 0, method: 'card', lines: priced.lines, approvedAt: now },
        now,
      )
    })
    expect(await standingOfRow(fx.db, id)).toBe('active')
    const [change] = await fx.db
      .select()
      .from(standingChanges)
      .where(eq(standingChanges.memberId, id))
      .orderBy(desc(standingChanges.id))
    expect(change).toMatchObject({ from: 'suspended', to: 'active', cause: 'arrears_paid', job: null })
    expect((await runArrears(fx.db, now)).changes.filter((c) => c.memberId === id)).toEqual([])
  })
})
