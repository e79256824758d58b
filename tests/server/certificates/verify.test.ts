import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/db/schema/index'
import { VERIFY_RATE_LIMIT } from '../../../server/modules/certificates/routes'
import { type StandingFixture, standingFixture } from '../standing/fixture'
import { membershipRequest } from './fixture'

/** docs/requirements/my-page.md#my-5: the verification page behind the QR, and staff's revocation. */
describe('verifying a certificate (MY-5)', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  let address = 0
  /**
   * The page's path under /api is the API's. Each check comes from its own address, so the rate limit of one
   * test does not spill into the others.
   */
  const verify = (path: string, remoteAddress = `10.0.0.${++address}`) =>
    fx.app.inject({ method: 'GET', url: `/api${path}`, remoteAddress })
  const issue = async () => {
    const res = await fx.as('fellow03', 'POST', '/api/certificates', membershipRequest)
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { no: string; verifyPath: string }
  }

  it('says valid, with the name masked, to anyone holding the QR', async () => {
    const cert = await issue()
    expect(cert.verifyPath).toMatch(/^\/certificates\/verify\/FW-2026-\d{6}\?k=[\w-]{16}$/)
    const res = await verify(cert.verifyPath)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      no: cert.no,
      state: 'valid',
      type: 'membership',
      holder: '박*료',
      issuedOn: '2026-06-10',
      validUntil: '2026-09-07',
    })
  })

  it('answers the same 404 to a wrong check code and an unknown number', async () => {
    const cert = await issue()
    const wrong = await verify(`/certificates/verify/${cert.no}?k=AAAAAAAAAAAAAAAA`)
    const unknown = await verify('/certificates/verify/FW-2026-999999?k=AAAAAAAAAAAAAAAA')
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404])
    expect(wrong.json()).toEqual(unknown.json())
    expect((await verify(`/certificates/verify/${cert.no}`)).statusCode).toBe(400)
  })

  it('says expired the day after its last valid day (Seoul)', async () => {
    const cert = await issue()
    fx.clock.set('2026-09-07T14:59:00Z')
    expect((await verify(cert.verifyPath)).json().state).toBe('valid')
    fx.clock.set('2026-09-07T15:00:00Z')
    expect((await verify(cert.verifyPath)).json().state).toBe('expired')
    fx.clock.set('2026-06-10T03:00:00Z')
  })

  it('lets staff revoke with a reason, audited; then it says revoked, everywhere', async () => {
    const cert = await issue()
    const url = `/api/staff/certificates/${cert.no}/revoke`
    expect((await fx.as('fellow03', 'POST', url, { reason: '착오 발급' })).statusCode).toBe(403)
    expect((await fx.as('staff01', 'POST', url, { reason: '' })).statusCode).toBe(400)
    const res = await fx.as('staff01', 'POST', url, { reason: '착오 발급' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ state: 'revoked', revokeReason: '착오 발급' })
    expect((await fx.as('staff01', 'POST', url, { reason: '다시' })).statusCode).toBe(409)
    expect((await verify(cert.verifyPath)).json().state).toBe('revoked')
    const mine = (await fx.as('fellow03', 'GET', '/api/certificates')).json().items
    expect(mine.find((c: { no: string }) => c.no === cert.no).state).toBe('revoked')
    const audit = await fx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificate_revoke'), eq(auditLog.memberId, await fx.idOf('staff01'))))
    expect(audit.map((a) => (a.detail as { no: string }).no)).toContain(cert.no)
  })

  it(`limits one address to ${VERIFY_RATE_LIMIT.max} checks a minute`, async () => {
    const cert = await issue()
    const statuses: number[] = []
    for (let i = 0; i <= VERIFY_RATE_LIMIT.max; i++)
      statuses.push((await verify(cert.verifyPath, '10.9.9.9')).statusCode)
    expect(statuses.slice(0, VERIFY_RATE_LIMIT.max).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect((await verify(cert.verifyPath, '10.9.9.10')).statusCode).toBe(200)
  })
})
