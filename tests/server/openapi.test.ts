import SwaggerParser from '@apidevtools/swagger-parser'
import type { OpenAPI } from 'openapi-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'
import { conflictingIds, idUses } from './openapi-ids'

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

  // Decision 0049: one type per id across the API, so a client passes an id from one answer to another call as
  // it came. The named ids that are strings are strings by nature, never numbers written as text: another
  // system's id (externalId), a tab's name (tabId), a login id (loginId), random one-time ids (certId,
  // phoneCertId, resetId), the association's formatted numbers (memberNo, receiptNo, a payment's orderNo, a ticket
  // purchase's purchaseNo) and the gate key's fingerprint (keyId, hex).
  const stringIds = [
    'certId',
    'externalId',
    'keyId',
    'loginId',
    'memberNo',
    'orderNo',
    'phoneCertId',
    'purchaseNo',
    'receiptNo',
    'resetId',
    'tabId',
  ]
  // A bare `id` names the record of its schema; it is a string only for a member's login id ("member01"), an
  // update's composite key and a content page's slug, and a number everywhere else.
  const stringBareIds = [
    'AccountInfo',
    'AssignedScorer',
    'FindPwBody',
    'GameUpdate',
    'IdCheck',
    'LoginBody',
    'LoginResult',
    'MemberDetail',
    'Profile',
    'ScorerAccount',
    'SearchPage',
    'SignupBody',
    'SignupRequestBody',
    'SignupResult',
    '/api/member/accountInfo/{id}',
    '/api/member/check/id/{id}',
    '/api/member/signupRequest/{id}/confirm',
    '/api/member/signupRequest/{id}/document',
    '/api/staff/games/{gameId}/scorers/{id}',
  ]

  it('gives each id field one type wherever it appears', () => {
    expect(conflictingIds(idUses(doc).filter((use) => use.name !== 'id'))).toEqual({})
  })

  it('answers numbers for ids, strings only where an id is not a number by nature', () => {
    const uses = idUses(doc)
    const named = new Set(uses.filter((u) => u.name !== 'id' && u.type !== 'number').map((u) => u.name))
    expect([...named].sort()).toEqual(stringIds)
    const bare = new Set(
      uses
        .filter((u) => u.name === 'id' && u.type !== 'number')
        .map((u) =>
          u.where.startsWith('#/paths/')
            ? (/^#\/paths\/(.+?)\/(get|post|put|patch|delete)\//.exec(u.where)?.[1] ?? u.where)
            : (u.where.split('/')[3] as string).replace(/Input$/, ''),
        ),
    )
    expect([...bare].sort()).toEqual([...stringBareIds].sort())
  })
})
