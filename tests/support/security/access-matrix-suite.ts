import { ERROR_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../server/app'
import { isApiPath } from '../../../server/http/request-path'
import type { DeclaredRoute } from '../../../server/http/route-access'
import { hashOf, inputsOf, seededRandom, type FuzzInput } from './hostile-inputs'
import { operationsOf, resolver, type Operation } from './openapi-operations'
import { registeredRoutes } from './registered-routes'
import { seededIds, suiteApp, tokenOf, type OpenSuiteDatabase, type SuiteDatabase } from './suite-app'

/** The owner whose data the other member reaches for, and that other member (demo accounts). */
const OWNER = 'member01'
const OTHER = 'member02'
/** For a role route, a signed-in account without the role. */
const WITHOUT_ROLE: Record<string, string> = {
  scorer: 'member02',
  official: 'member02',
  association_member: 'webmember01',
}

interface Call {
  route: DeclaredRoute
  op: Operation
  input: FuzzInput
}

/**
 * The access matrix (issue 16, docs/decisions/0048): every /api route Fastify registered has a declaration
 * (server/http/route-access.ts), and each declaration holds: a visitor is never asked to log in on a public
 * route, a member gets 403 on a staff route and on a route of a role he lacks, and a member calling a member
 * route with the owner's identifiers neither sees the owner's data nor changes what the owner sees.
 */
export function accessMatrixSuite(label: string, open: OpenSuiteDatabase) {
  describe(`access matrix (${label})`, () => {
    let suiteDb: SuiteDatabase
    let app: App
    let calls: Call[]
    const tokens = new Map<string, string>()
    const tokenFor = async (loginId: string) => {
      if (!tokens.has(loginId)) tokens.set(loginId, await tokenOf(app, loginId))
      return tokens.get(loginId)!
    }
    const send = async ({ route, input }: Call, loginId: string | null) => {
      const headers: Record<string, string> = loginId ? { authorization: `Bearer ${await tokenFor(loginId)}` } : {}
      if (input.body) headers['content-type'] = input.body.contentType
      return app.inject({
        method: route.method as 'GET',
        url: input.url,
        headers,
        ...(input.body ? { payload: input.body.payload } : {}),
      })
    }
    const callsWith = (test: (route: DeclaredRoute) => boolean) => calls.filter((call) => test(call.route))

    beforeAll(async () => {
      suiteDb = await open()
      app = await suiteApp(suiteDb.database)
      await app.ready()
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as Record<string, unknown>
      const resolve = resolver(doc)
      const ids = await seededIds(app)
      const byRoute = new Map(operationsOf(doc).map((op) => [`${op.method} ${op.route}`, op]))
      calls = app.declaredRoutes
        .filter((route) => route.method !== 'HEAD' && byRoute.has(`${route.method} ${route.url}`))
        .map((route) => {
          const op = byRoute.get(`${route.method} ${route.url}`)!
          // The owner's identifiers where a path names an account; a player where it names one by number.
          const numericId = op.parameters.some((p) => p.name === 'id' && p.schema.type === 'integer')
          const routeIds = numericId ? { ...ids, id: ids.playerId ?? '1' } : ids
          const input = inputsOf(op, resolve, routeIds, seededRandom(hashOf(`${route.method} ${route.url}`)))[0]!
          return { route, op, input }
        })
      // Seeding the run's database template takes most of a minute on a loaded 2-core machine.
    }, 180_000)
    afterAll(async () => {
      await app?.close()
      await suiteDb?.cleanup()
    })

    it('has a declaration for every /api route Fastify registered', () => {
      const declared = new Set(app.declaredRoutes.map((r) => `${r.method} ${r.url}`))
      const undeclared = registeredRoutes(app).filter((r) => isApiPath(r.split(' ')[1]!) && !declared.has(r))
      expect(undeclared, 'routes without config: { access } (server/http/route-access.ts)').toEqual([])
      // Every documented operation is walked below (the document has no route the declarations miss).
      expect(calls.length).toBeGreaterThan(100)
    })

    it('refuses to register an /api route that declares nothing, naming it', async () => {
      const bare = await suiteApp(suiteDb.database)
      try {
        expect(() => bare.post('/api/payments/orders', async () => ({ ok: true }))).toThrow(
          'POST /api/payments/orders declares no access',
        )
      } finally {
        await bare.close()
      }
    })

    it('never asks a visitor to log in, nor refuses him, on a public route', async () => {
      const wrong: string[] = []
      for (const call of callsWith((route) => route.access === 'public')) {
        const res = await send(call, null)
        // The login check's answers; a public call may still refuse a bad credential of its own (a refresh
        // token, 401 TOKEN_INVALID), which asks nobody to log in.
        const code = res.statusCode >= 400 ? (res.json() as { code?: unknown }).code : null
        if (code === ERROR_CODES.LOGIN_REQUIRED || res.statusCode === 403)
          wrong.push(`${call.route.method} ${call.route.url}: ${call.input.url} → ${res.statusCode} ${res.body}`)
      }
      expect(wrong).toEqual([])
    })

    it('answers 403 to a member on every staff route and on a role he lacks, and 401 to a visitor', async () => {
      const wrong: string[] = []
      const guarded = callsWith((route) => route.access === 'staff' || typeof route.access === 'object')
      expect(guarded.length).toBeGreaterThan(10)
      for (const call of guarded) {
        const access = call.route.access
        const member = access === 'staff' ? OTHER : WITHOUT_ROLE[typeof access === 'object' ? access.role : '']
        if (!member) throw new Error(`no demo account lacks the role of ${call.route.url}: add one to WITHOUT_ROLE`)
        const asMember = await send(call, member)
        if (asMember.statusCode !== 403 || asMember.json().code !== ERROR_CODES.FORBIDDEN)
          wrong.push(`${call.route.method} ${call.route.url} as ${member}: ${asMember.statusCode} ${asMember.body}`)
        const asVisitor = await send(call, null)
        if (asVisitor.statusCode !== 401)
          wrong.push(`${call.route.method} ${call.route.url} as a visitor: ${asVisitor.statusCode} ${asVisitor.body}`)
      }
      expect(wrong).toEqual([])
    })

    it("never shows or changes a member's data for another member on a member route", async () => {
      const memberCalls = callsWith((route) => route.access === 'member')
      expect(memberCalls.length).toBeGreaterThan(10)
      const reads = memberCalls.filter((call) => call.route.method === 'GET')
      // What the owner sees on every member read, and the texts that would betray his data elsewhere.
      const ownerView = async () =>
        Promise.all(reads.map(async (call) => `${call.input.url} ${(await send(call, OWNER)).body}`))
      const profileCall = reads.find((c) => c.route.url === '/api/member')!
      const profile = (await send(profileCall, OWNER)).json()
      const otherProfile = (await send(profileCall, OTHER)).body
      // Texts of the owner's that the other member's own data does not share (the demo members share an
      // address); not the name, which a player on a public page may share.
      const marks = [
        profile.id,
        profile.email,
        profile.mobile,
        profile.phone,
        profile.memberNo,
        profile.address,
      ].filter((mark): mark is string => typeof mark === 'string' && mark.length > 3 && !otherProfile.includes(mark))
      expect(marks).toContain(OWNER)
      // Answers that change on every call (the SSO hand-offs' one-time keys) cannot show a change: left out.
      const first = await ownerView()
      const second = await ownerView()
      const stable = (view: string[]) => view.filter((_, i) => first[i] === second[i])
      expect(stable(first).length).toBeGreaterThan(3)

      const wrong: string[] = []
      for (const call of memberCalls) {
        const res = await send(call, OTHER)
        const leaked = res.statusCode < 300 ? marks.filter((mark) => res.body.includes(mark)) : []
        if (leaked.length > 0)
          wrong.push(`${call.route.method} ${call.input.url} as ${OTHER} shows ${leaked.join(', ')}: ${res.body}`)
        // A call that ended the other member's session (logout) must not make the next ones pass as 401s.
        const still = await app.inject({
          method: 'GET',
          url: '/api/member',
          headers: { authorization: `Bearer ${await tokenFor(OTHER)}` },
        })
        if (still.statusCode !== 200) tokens.delete(OTHER)
      }
      expect(wrong).toEqual([])
      expect(stable(await ownerView())).toEqual(stable(first))
    })
  })
}
