import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { openSeededCopy } from '../support/seeded-copy'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { makeTempDir } from './helpers'

// Operators and log services read the server log: no verification code, certification, reset id, password or
// token may appear in it, at any level (docs/decisions/0042). The demo's codes are read in its inbox.
const PASSWORD = 'Birdie#Eagle7'
const NEW_PASSWORD = 'Albatross#88'
const MOBILE = '01093217654'
// Recovery runs on a demo account: the sign-up's number may not get another code for 30 s (the sandbox's limit).
const DEMO_MEMBER = { id: 'member01', name: '김투어', mobile: '01010000000' }

describe('the server log through sign-up, login, refresh and password recovery', () => {
  let dataDir: string | undefined
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('holds none of the codes, ids, passwords and tokens that went through it', async () => {
    dataDir = await makeTempDir('log-secrets')
    await (await openSeededCopy(dataDir, { demo: 'test' })).close()
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: 'test',
      SIMULATOR: 'off',
      LOG_LEVEL: 'trace',
    })
    const base = server.baseUrl
    const secrets: string[] = [PASSWORD, NEW_PASSWORD]
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const json = (await res.json()) as Record<string, unknown>
      expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300)
      return json
    }
    const inboxCode = async (mobile: string) => {
      const inbox = await call('GET', `/sandbox/phone/messages?phone=${mobile}`)
      const code = (inbox.messages as Array<{ code: string }>)[0]!.code
      // As a value: six digits alone could turn up inside a timestamp by chance.
      secrets.push(`"${code}"`)
      return code
    }

    const { certId } = (await call('GET', `/cert/phone?phone=${MOBILE}`)) as { certId: string }
    secrets.push(certId)
    await call('POST', '/cert/phone', { certId, code: await inboxCode(MOBILE) })
    await call('POST', '/member/signup', {
      id: 'loggolfer1',
      pwd: PASSWORD,
      pwdConfirm: PASSWORD,
      phoneCertId: certId,
      name: '홍길동',
      firstNameEn: 'Gildong',
      lastNameEn: 'Hong',
      birthDate: '19990505',
      gender: 'M',
      nationality: 'KOR',
      email: 'loggolfer1@example.com',
      zipCode: '06164',
      address: '서울특별시 강남구 테헤란로 1',
      addressDetail: '101호',
      agreeTerms: true,
      agreePrivacy: true,
    })
    const login = (await call('POST', '/login', { id: 'loggolfer1', pwd: PASSWORD })) as Record<string, string>
    const refreshed = (await call('POST', '/accessToken', {
      accessToken: login.accessToken,
      refreshToken: login.refreshToken,
    })) as Record<string, string>
    secrets.push(login.accessToken!, login.refreshToken!, refreshed.accessToken!, refreshed.refreshToken!)

    const { resetId } = (await call('POST', '/member/findPw', DEMO_MEMBER)) as { resetId: string }
    secrets.push(resetId)
    await call('POST', '/member/findPw/reset', {
      resetId,
      code: await inboxCode(DEMO_MEMBER.mobile),
      newPwd: NEW_PASSWORD,
      newPwdConfirm: NEW_PASSWORD,
    })
    const again = (await call('POST', '/login', { id: DEMO_MEMBER.id, pwd: NEW_PASSWORD })) as Record<string, string>
    secrets.push(again.accessToken!, again.refreshToken!)
    await call('POST', '/logout', undefined, again.accessToken)
    expect(await server.stop()).toBe(0)

    const log = server.output()
    // The log did record the traffic (trace level): the absence below is not that of an empty log.
    expect(log).toContain('/api/member/findPw/reset')
    for (const secret of secrets) expect(log, `a secret in the log: ${secret.slice(0, 12)}…`).not.toContain(secret)
  }, 300_000) // a tsx server start, then sign-up, login and recovery: minutes on a loaded 2-core machine
})
