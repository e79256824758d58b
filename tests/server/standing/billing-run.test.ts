import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { duesPeriods, entranceFees, members } from '../../../server/db/schema/index'
import { runBilling } from '../../../server/modules/membership/billing'
import { countRows, type StandingFixture, standingFixture } from './fixture'

describe('the billing run (SD-3, SD-5)', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it('bills nothing new on the seeded day: the demo is what the run would have written', async () => {
    expect(await runBilling(fx.db, fx.clock())).toMatchObject({ periods: 0, entranceFees: 0 })
  })

  it('bills the July period on 1 July 00:00 Seoul, not at 23:59 on 30 June, and only once when run twice', async () => {
    const member01 = await fx.idOf('member01')
    const before = await countRows(fx.db, member01)
    expect((await runBilling(fx.db, new Date('2026-06-30T14:59:59Z'))).periods).toBe(0)
    const first = await runBilling(fx.db, new Date('2026-06-30T15:00:00Z'))
    const second = await runBilling(fx.db, new Date('2026-06-30T15:00:00Z'))
    expect(second.periods).toBe(0)
    // member01, 02, 07, instructor01, president01, fellow01-05, applypro01, applydue01 and member03 (suspended
    // members still owe); not member04 and member06 (expelled) nor member05 (dues ended).
    expect(first.periods).toBe(13)
    expect((await countRows(fx.db, member01)).periods).toBe(before.periods + 1)
    const [july] = await fx.db
      .select()
      .from(duesPeriods)
      .where(and(eq(duesPeriods.memberId, member01), eq(duesPeriods.period, '2026-2')))
    expect(july).toMatchObject({ amount: 150_000, state: 'unpaid', startsOn: '2026-07-01', endsOn: '2026-12-31' })
  })

  it('bills once when three runs race on 1 January', async () => {
    const newYear = new Date('2026-12-31T15:00:00Z')
    const reports = await Promise.all([1, 2, 3].map(() => runBilling(fx.db, newYear)))
    expect(reports.reduce((sum, r) => sum + r.periods, 0)).toBe(13)
    expect((await runBilling(fx.db, newYear)).periods).toBe(0)
  })

  it('bills no period to an expelled member or one whose dues ended', async () => {
    const periodsOf = async (login: string) =>
      fx.db
        .select({ period: duesPeriods.period })
        .from(duesPeriods)
        .where(and(eq(duesPeriods.memberId, await fx.idOf(login)), eq(duesPeriods.period, '2027-1')))
    expect(await periodsOf('member04')).toEqual([])
    expect(await periodsOf('member05')).toEqual([])
    expect(await periodsOf('member02')).toHaveLength(1)
  })

  it('creates the entrance fee of a newly selected member once, due 15 days later', async () => {
    const [member] = await fx.db
      .insert(members)
      .values({ name: '신입', memberNo: '20260099', memberClass: 'PR', selectedOn: '2026-06-20' })
      .returning({ id: members.id })
    await runBilling(fx.db, new Date('2026-06-25T03:00:00Z'))
    await runBilling(fx.db, new Date('2026-06-26T03:00:00Z'))
    const fees = await fx.db.select().from(entranceFees).where(eq(entranceFees.memberId, member!.id))
    expect(fees).toEqual([expect.objectContaining({ amount: 2_000_000, dueOn: '2026-07-05', state: 'unpaid' })])
    // Selected on 20 June: the first whole period is July's.
    await runBilling(fx.db, new Date('2026-07-01T03:00:00Z'))
    const periods = await fx.db.select().from(duesPeriods).where(eq(duesPeriods.memberId, member!.id))
    expect(periods.map((p) => p.period)).toEqual(['2026-2'])
  })
})
