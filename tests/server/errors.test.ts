import { ERROR_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../../server/app'
import { httpError } from '../../server/http/http-error'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe('error answers', () => {
  let testDb: TestDatabase
  let app: App
  let rateLimited: App

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database)
    // Routes that exist only in this test, to reach the error handler the way services will.
    app.post(
      '/api/test/member',
      {
        config: { access: 'public' },
        schema: {
          body: z.strictObject({
            id: z.string().min(6).max(20),
            age: z.number().int().min(14),
            email: z.email(),
            address: z.object({ zip: z.string().regex(/^\d{5}$/) }),
          }),
        },
      },
      async () => ({ ok: true }),
    )
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('connection to 10.0.0.7 refused; SELECT secret FROM members')
    })
    app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
      throw httpError(409, ERROR_CODES.CONFLICT, 'ID already exists', { id: 'invalid_value' })
    })
    await app.ready()
    rateLimited = await createTestApp(testDb.database, { rateLimitMax: 2 })
    await rateLimited.ready()
  })
  afterAll(async () => {
    await app.close()
    await rateLimited.close()
    await testDb.cleanup()
  })

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Route GET /api/no-such-thing not found' })
  })

  it('answers a bad query parameter with 400 VALIDATION and the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tours?main=maybe' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: 'Request is not valid',
      fields: { main: 'invalid_value' },
    })
  })

  it('maps every body problem to a field code, nested paths dot-joined', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/member',
      payload: { id: 'abc', age: 9, email: 'not-mail', address: { zip: '12' }, nickname: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({
      id: 'too_short',
      age: 'too_small',
      email: 'invalid_format',
      'address.zip': 'invalid_format',
      nickname: 'unknown_field',
    })
  })

  it('tells a missing field from a wrong type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/member',
      payload: { id: 12, email: '', address: {} },
    })
    expect(res.json().fields).toEqual({
      id: 'invalid_type',
      age: 'required',
      email: 'invalid_format',
      'address.zip': 'required',
    })
  })

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/member',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('BAD_REQUEST')
  })

  it('hides the details of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error' })
    expect(res.body).not.toMatch(/secret|10\.0\.0\.7|stack/i)
  })

  it('passes on the code and fields a service threw', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'ID already exists', fields: { id: 'invalid_value' } })
  })

  it('answers too many API calls with 429 RATE_LIMITED but never limits health', async () => {
    const codes: number[] = []
    for (let i = 0; i < 3; i++) codes.push((await rateLimited.inject({ method: 'GET', url: '/api/tours' })).statusCode)
    expect(codes).toEqual([200, 200, 429])
    const limited = await rateLimited.inject({ method: 'GET', url: '/api/tours' })
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(limited.headers['retry-after']).toBeDefined()
    for (let i = 0; i < 3; i++)
      expect((await rateLimited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
