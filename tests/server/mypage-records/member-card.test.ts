import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/db/schema/index'
import { type StandingFixture, standingFixture } from '../standing/fixture'

interface Card {
  code: string
  shortCode: string
  expiresAt: string
  holder: { name: string; memberNo: string | null; standing: string | null }
}

describe('the membership card (my-page.md#my-3) and its check (#my-4)', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())
  const card = async (login: string): Promise<Card> => {
    const res = await fx.as(login, 'GET', '/api/mypage/card')
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const check = async (checker: string, code: string) => {
    const res = await fx.as(checker, 'POST', '/api/card/check', { code })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { result: string; holder: { name: string; memberNo: string } | null }
  }

  it('asks a visitor to log in, and refuses a plain member the checker', async () => {
    expect((await fx.app.inject({ method: 'GET', url: '/api/mypage/card' })).statusCode).toBe(401)
    const asVisitor = await fx.app.inject({ method: 'POST', url: '/api/card/check', payload: { code: 'x' } })
    expect(asVisitor.statusCode).toBe(401)
    const { code } = await card('member01')
    const asMember = await fx.as('member02', 'POST', '/api/card/check', { code })
    expect(asMember.statusCode).toBe(403)
    expect(asMember.json().code).toBe('FORBIDDEN')
  })

  it("shows member01's card and a partner and staff accept its code, QR or typed", async () => {
    const mine = await card('member01')
    expect(mine.holder).toMatchObject({ name: '김투어', memberNo: '20150001', standing: 'active' })
    expect(mine.code).toMatch(/^FWC1\.\d+\.\d+\.[0-9A-Z]{16}$/)
    expect(mine.shortCode).toMatch(/^\d+-\d{2}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expect(new Date(mine.expiresAt).getTime() - fx.clock().getTime()).toBe(30_000)
    const byPartner = await check('partner01', mine.code)
    expect(byPartner.result).toBe('authenticated')
    expect(byPartner.holder).toMatchObject({ name: '김투어', memberNo: '20150001' })
    expect((await check('staff06', mine.shortCode.toLowerCase())).result).toBe('authenticated')
  })

  it('changes the code every 30 seconds, accepts the previous step and refuses one two steps old', async () => {
    const first = await card('member01')
    fx.clock.advance(30_000)
    const second = await card('member01')
    expect(second.code).not.toBe(first.code)
    expect((await check('partner01', first.code)).result).toBe('authenticated')
    expect((await check('partner01', first.shortCode)).result).toBe('authenticated')
    fx.clock.advance(30_000)
    expect(await check('partner01', first.code)).toMatchObject({ result: 'invalid', holder: null })
    expect((await check('partner01', first.shortCode)).result).toBe('invalid')
    expect((await check('partner01', second.code)).result).toBe('authenticated')
    // A code from the future (a device clock ahead) is refused too.
    const now = await card('member01')
    const [, id, step, mac] = now.code.split('.')
    expect((await check('partner01', `FWC1.${id}.${Number(step) + 1}.${mac}`)).result).toBe('invalid')
  })

  it('refuses a forged MAC, another member id with a real MAC, and text that is no code', async () => {
    const { code, shortCode } = await card('member01')
    const [, id, step, mac] = code.split('.')
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('0') ? '1' : '0'}`
    expect((await check('partner01', `FWC1.${id}.${step}.${flipped}`)).result).toBe('invalid')
    expect((await check('partner01', `FWC1.${Number(id) + 1}.${step}.${mac}`)).result).toBe('invalid')
    const typed = shortCode.replace(
      /-([0-9A-Z]{4})$/,
      (_, m: string) => `-${m.startsWith('0') ? '1' : '0'}${m.slice(1)}`,
    )
    expect((await check('partner01', typed)).result).toBe('invalid')
    expect((await check('partner01', 'not a card')).result).toBe('invalid')
  })

  it('answers not_member for a genuine code of a suspended, an expelled or a web-only account', async () => {
    for (const login of ['member03', 'member04', 'webmember01']) {
      const { code } = await card(login)
      expect(await check('partner01', code), login).toMatchObject({ result: 'not_member', holder: null })
    }
    // Unpaid dues do not end the membership: member02 is still a member at the desk.
    expect((await check('partner01', (await card('member02')).code)).result).toBe('authenticated')
    expect((await card('webmember01')).holder).toMatchObject({ memberNo: null, standing: null })
  })

  it('audits every check with its result and limits a checker to 30 checks a minute', async () => {
    const partner = await fx.idOf('partner01')
    const audited = await fx.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card_check'), eq(auditLog.memberId, partner)))
    const results = audited.map((a) => (a.detail as { result: string }).result)
    expect(results).toContain('authenticated')
    expect(results).toContain('invalid')
    expect(results).toContain('not_member')
    fx.clock.advance(120_000)
    const { code } = await card('member05')
    for (let i = 0; i < 30; i++) await check('staff06', code)
    const over = await fx.as('staff06', 'POST', '/api/card/check', { code })
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBeDefined()
    // Another checker is not slowed down by it, and a minute later staff06 checks again.
    expect((await check('partner01', code)).result).toBe('authenticated')
    fx.clock.advance(60_000)
    expect((await check('staff06', (await card('member05')).code)).result).toBe('authenticated')
  })
})
