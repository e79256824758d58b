import SwaggerParser from '@apidevtools/swagger-parser'
import type { OpenAPI } from 'openapi-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

/** Reads a nested value of the JSON document without trusting its shape. */
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  )

describe('GET /api/docs/openapi.json', () => {
  let testDb: TestDatabase
  let app: App
  let doc: Record<string, unknown>

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database)
    await app.ready()
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })
    expect(res.statusCode).toBe(200)
    doc = res.json()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./)
    // validate() dereferences in place; give it a copy so the other assertions see the $refs.
    await expect(SwaggerParser.validate(structuredClone(doc) as OpenAPI.Document)).resolves.toBeTruthy()
  })

  it('documents the routes from their contract schemas', () => {
    expect(Object.keys(at(doc, 'paths') as object)).toEqual(expect.arrayContaining(['/api/health', '/api/tours']))
    expect(at(doc, 'paths', '/api/docs/openapi.json')).toBeUndefined()
    const tours = at(doc, 'paths', '/api/tours', 'get')
    expect(at(tours, 'parameters')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'main', in: 'query' })]),
    )
    expect(at(tours, 'responses', '200', 'content', 'application/json', 'schema', 'items', '$ref')).toBe(
      '#/components/schemas/TourCategory',
    )
  })

  it('shares the ErrorBody schema for error answers', () => {
    const errorBody = at(doc, 'components', 'schemas', 'ErrorBody', 'properties')
    expect(errorBody).toHaveProperty('code')
    expect(errorBody).toHaveProperty('fields')
    for (const status of ['4XX', '5XX']) {
      expect(
        at(doc, 'paths', '/api/health', 'get', 'responses', status, 'content', 'application/json', 'schema', '$ref'),
      ).toBe('#/components/schemas/ErrorBody')
    }
  })
})
