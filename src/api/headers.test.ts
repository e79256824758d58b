/** What every request tells the server (docs/requirements/api-conventions.md#api-2), on the web and inside the app. */
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setLanguage, setTokens } from '@/lib/storage'
import { api } from './client'
import { API, OLD, embedInApp, setupApiServer } from './test-helpers'

const server = setupApiServer()

/** Captures the next request to /game. */
function capture() {
  const box: { request?: Request } = {}
  server.use(
    http.all(`${API}/game`, ({ request }) => {
      box.request = request.clone()
      return HttpResponse.json({ ok: true })
    }),
  )
  return () => {
    if (!box.request) throw new Error('no request reached the server')
    return box.request
  }
}

describe('language', () => {
  it('is ko by default', async () => {
    const seen = capture()
    await api.get('/game')
    expect(seen().headers.get('LanguageCode')).toBe('ko')
  })

  it('follows the stored language', async () => {
    setLanguage('en')
    const seen = capture()
    await api.get('/game')
    expect(seen().headers.get('LanguageCode')).toBe('en')
  })
})

describe('authorization', () => {
  it('carries the stored access token', async () => {
    setTokens(OLD)
    const seen = capture()
    await api.get('/game')
    expect(seen().headers.get('Authorization')).toBe(`Bearer ${OLD.accessToken}`)
  })

  it('a visitor without a token sends no Authorization header', async () => {
    const seen = capture()
    await api.get('/game')
    expect(seen().headers.has('Authorization')).toBe(false)
  })
})

describe('channel, device and app version', () => {
  it('on the web: Channel WEB, Device WEB, empty AppVersion', async () => {
    const seen = capture()
    await api.get('/game')
    expect(seen().headers.get('Channel')).toBe('WEB')
    expect(seen().headers.get('Device')).toBe('WEB')
    expect(seen().headers.get('AppVersion')).toBe('')
  })

  it("embedded: the app's channel, device and version", async () => {
    embedInApp({ channel: 'App', device: 'Android', version: '4.0.2' })
    const seen = capture()
    await api.get('/game')
    expect(seen().headers.get('Channel')).toBe('App')
    expect(seen().headers.get('Device')).toBe('Android')
    expect(seen().headers.get('AppVersion')).toBe('4.0.2')
  })

  it('a host value a browser would refuse as a header does not break the call', async () => {
    embedInApp({ channel: 'App', device: 'Galaxy\nS24 갤럭시', version: '4.0.2' })
    const seen = capture()
    await expect(api.get('/game')).resolves.toMatchObject({ status: 200 })
    expect(seen().headers.get('Device')).toBe('GalaxyS24')
  })
})

it('asks every proxy and the WebView not to answer from a cache', async () => {
  const seen = capture()
  await api.get('/game')
  expect(seen().headers.get('Cache-Control')).toBe('no-cache')
  expect(seen().headers.get('Pragma')).toBe('no-cache')
  expect(seen().headers.get('Expires')).toBe('0')
})

describe('bodies and filters', () => {
  it('GET filters become a query string: unset skipped, arrays repeated, values stringified', async () => {
    const seen = capture()
    await api.get('/game', {
      query: { tourId: 11, year: undefined, round: null, live: true, tourIds: [11, 12], searchWord: '박 프로' },
    })
    const url = new URL(seen().url)
    expect(url.pathname).toBe('/api/game')
    expect([...url.searchParams]).toEqual([
      ['tourId', '11'],
      ['live', 'true'],
      ['tourIds', '11'],
      ['tourIds', '12'],
      ['searchWord', '박 프로'],
    ])
  })

  it('JSON bodies are sent as JSON', async () => {
    const seen = capture()
    await api.post('/game', { gameId: 3 })
    expect(seen().headers.get('Content-Type')).toBe('application/json')
    expect(await seen().json()).toEqual({ gameId: 3 })
  })

  it('FormData goes as multipart with the boundary chosen by the browser', async () => {
    const seen = capture()
    const form = new FormData()
    form.append('subjectName', 'Hong Gildong')
    await api.post('/game', form)
    expect(seen().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=.+/)
    expect((await seen().formData()).get('subjectName')).toBe('Hong Gildong')
  })
})
