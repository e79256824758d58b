import { describe, expect, it } from 'vitest'
import { conflictingIds, idUses, isIdName } from './openapi-ids'

describe('the id fields of an OpenAPI document', () => {
  it('are named id, or end in Id, Ids or No', () => {
    expect(['id', 'gameId', 'playerIds', 'memberNo', 'shotNo'].every(isIdName)).toBe(true)
    expect(['valid', 'Id', 'paid', 'uuid', 'No', 'piano', 'hidden'].some(isIdName)).toBe(false)
  })

  it('are found through $refs, arrays and unions, and a string among numbers is reported', () => {
    const doc = {
      components: {
        schemas: {
          Row: { type: 'object', properties: { playerId: { type: 'string' } } },
          Board: {
            type: 'object',
            properties: { rows: { type: 'array', items: { $ref: '#/components/schemas/Row' } } },
          },
          Score: {
            type: 'object',
            properties: {
              playerId: { type: 'integer' },
              gameId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
              playerIds: { type: 'array', items: { type: 'number' } },
            },
          },
        },
      },
      paths: {
        '/api/game/{gameId}': { get: { parameters: [{ name: 'gameId', in: 'path', schema: { type: 'string' } }] } },
      },
    }
    expect(conflictingIds(idUses(doc))).toEqual({
      playerId: {
        string: ['#/components/schemas/Row/properties/playerId'],
        number: ['#/components/schemas/Score/properties/playerId'],
      },
      gameId: {
        number: ['#/components/schemas/Score/properties/gameId'],
        string: ['#/paths//api/game/{gameId}/get/parameters/0 (path)'],
      },
    })
  })
})
