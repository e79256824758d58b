/**
 * The error catalogue of docs/requirements/api-conventions.md#api-11, row by row, as the member and the host app notice
 * it.
 */
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { profileSchema } from '@contract/member'
import { getTokens, hasLoginMarker } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { ApiError, api } from './client'
import { API, NEW, OLD, embedInApp, expiredBody, hostCalls, setupApiServer, signedIn } from './test-helpers'

const server = setupApiServer()

interface Seen {
  method: string
  auth: string | null
  body: string
}

/** A resource that refuses the old token as expired and serves the new one; counts refreshes. */
function expiringResource() {
  const seen: Seen[] = []
  let refreshes = 0
  server.use(
    http.all(`${API}/lesson/instructor/7`, async ({ request }) => {
      const auth = request.headers.get('Authorization')
      seen.push({ method: request.method, auth, body: await request.text() })
      if (auth === `Bearer ${NEW.accessToken}`) return HttpResponse.json({ done: request.method })
      return HttpResponse.json(expiredBody, { status: 401 })
    }),
    http.post(`${API}/accessToken`, () => {
      refreshes += 1
      return HttpResponse.json(NEW)
    }),
  )
  return { seen, refreshes: () => refreshes }
}

const sessionKept = () => {
  expect(getTokens()).toEqual(OLD)
  expect(hasLoginMarker()).toBe(true)
  expect(useSessionStore.getState().isLogin).toBe(true)
}

const sessionEnded = () => {
  expect(getTokens()).toBeNull()
  expect(hasLoginMarker()).toBe(false)
  expect(useSessionStore.getState().isLogin).toBe(false)
  expect(useSessionStore.getState().userInfo).toBeNull()
}

describe('401 with code -1001: refresh tokens and repeat the request', () => {
  const body = { reason: 'moving to Busan', days: [1, 2] }
  const calls = {
    GET: () => api.get('/lesson/instructor/7'),
    POST: () => api.post('/lesson/instructor/7', body),
    PUT: () => api.put('/lesson/instructor/7', body),
    PATCH: () => api.patch('/lesson/instructor/7', body),
    DELETE: () => api.delete('/lesson/instructor/7', { body }),
  }

  it.each(Object.entries(calls))(
    '%s succeeds after one refresh, repeated once with the same body',
    async (method, call) => {
      signedIn()
      const resource = expiringResource()

      await expect(call()).resolves.toEqual({ status: 200, data: { done: method } })

      expect(resource.refreshes()).toBe(1)
      expect(resource.seen.map((s) => [s.method, s.auth])).toEqual([
        [method, `Bearer ${OLD.accessToken}`],
        [method, `Bearer ${NEW.accessToken}`],
      ])
      const expectedBody = method === 'GET' ? '' : JSON.stringify(body)
      expect(resource.seen.map((s) => s.body)).toEqual([expectedBody, expectedBody])
      expect(getTokens()).toEqual(NEW)
      expect(useSessionStore.getState().isLogin).toBe(true)
    },
  )

  it('repeats a multipart upload with the same form fields', async () => {
    signedIn()
    const fields: string[] = []
    server.use(
      http.post(`${API}/mypage/benefit/apply`, async ({ request }) => {
        expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
        fields.push(String((await request.formData()).get('subjectName')))
        if (request.headers.get('Authorization') === `Bearer ${NEW.accessToken}`) return HttpResponse.json({ id: 1 })
        return HttpResponse.json(expiredBody, { status: 401 })
      }),
      http.post(`${API}/accessToken`, () => HttpResponse.json(NEW)),
    )
    const form = new FormData()
    form.append('subjectName', 'Hong Gildong')

    await expect(api.post('/mypage/benefit/apply', form)).resolves.toMatchObject({ data: { id: 1 } })
    expect(fields).toEqual(['Hong Gildong', 'Hong Gildong'])
  })

  it('a repeated request refused again does not refresh again: the session ends', async () => {
    signedIn()
    let refreshes = 0
    let hits = 0
    server.use(
      http.get(`${API}/member`, () => {
        hits += 1
        return HttpResponse.json(expiredBody, { status: 401 })
      }),
      http.post(`${API}/accessToken`, () => {
        refreshes += 1
        return HttpResponse.json(NEW)
      }),
    )

    await expect(api.get('/member')).rejects.toMatchObject({ kind: 'http', status: 401 })
    expect(hits).toBe(2)
    expect(refreshes).toBe(1)
    sessionEnded()
  })
})

describe('other 401: clear the session, tell the host app to log out', () => {
  it('signs the member out and calls the host logout handler', async () => {
    const host = embedInApp()
    signedIn()
    server.use(
      http.get(`${API}/mypage/reward`, () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'revoked' }, { status: 401 }),
      ),
    )

    const error = await api.get('/mypage/reward').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'UNAUTHORIZED' })
    sessionEnded()
    expect(hostCalls(host)).toEqual(['logout'])
  })

  it('on the web there is no host to tell, the session still ends', async () => {
    signedIn()
    server.use(
      http.get(`${API}/mypage/reward`, () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'revoked' }, { status: 401 }),
      ),
    )
    await expect(api.get('/mypage/reward')).rejects.toMatchObject({ status: 401 })
    sessionEnded()
  })
})

describe('500: passed through and logged, session kept', () => {
  it.each([500, 502, 503])('%i', async (status) => {
    const host = embedInApp()
    signedIn()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`${API}/game`, () => HttpResponse.json({ code: 'INTERNAL', message: 'Internal error' }, { status })),
    )

    await expect(api.get('/game')).rejects.toMatchObject({ kind: 'http', status, code: 'INTERNAL' })
    expect(log).toHaveBeenCalledOnce()
    sessionKept()
    expect(host).not.toHaveBeenCalled()
  })
})

describe('other failures: passed through, session kept (docs/decisions/0002)', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'VALIDATION'],
    [429, 'RATE_LIMITED'],
  ])('%i keeps the member signed in and carries the server code', async (status, code) => {
    const host = embedInApp()
    signedIn()
    const fields = status === 422 ? { pwd: 'too_short' } : undefined
    server.use(http.patch(`${API}/member`, () => HttpResponse.json({ code, message: 'no', fields }, { status })))

    const error = await api.patch('/member', { pwd: 'x' }).catch((e: unknown) => e)

    expect(error).toMatchObject({ kind: 'http', status, code, fields })
    sessionKept()
    expect(host).not.toHaveBeenCalled()
  })

  it('a network failure is an ApiError of kind network and keeps the session', async () => {
    signedIn()
    server.use(http.get(`${API}/game`, () => HttpResponse.error()))
    await expect(api.get('/game')).rejects.toMatchObject({ kind: 'network', status: 0 })
    sessionKept()
  })

  it('a call that outlives its timeout is an ApiError of kind timeout and keeps the session', async () => {
    signedIn()
    server.use(
      http.get(`${API}/game`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    await expect(api.get('/game', { timeoutMs: 30 })).rejects.toMatchObject({ kind: 'timeout', status: 0 })
    sessionKept()
  })

  it('a call cancelled by its caller is an ApiError of kind aborted', async () => {
    server.use(
      http.get(`${API}/game`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = api.get('/game', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('an answer that breaks its contract is an ApiError BAD_RESPONSE, not a crash later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`${API}/member`, () => HttpResponse.json({ id: 'golfer01' })))
    await expect(api.get('/member', { schema: profileSchema })).rejects.toMatchObject({
      kind: 'http',
      status: 200,
      code: 'BAD_RESPONSE',
    })
  })
})
