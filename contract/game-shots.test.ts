import { describe, expect, it } from 'vitest'
import { gameShotsSchema, gameShotsShapeSchema, shotsQuerySchema, withPositions } from './game-shots'

const answer = (count: number) => ({
  gameId: 7,
  count,
  editions: [{ gameId: 7, year: 2026 }],
  players: [{ playerId: 1, nameKo: '김하늘', nameEn: 'Haneul Kim', country: 'KOR' }],
  columns: {
    edition: Array(count).fill(0),
    player: Array(count).fill(0),
    round: Array(count).fill(1),
    hole: Array(count).fill(1),
    shotNo: Array.from({ length: count }, (_, i) => i + 1),
    lie: Array(count).fill(0),
    resultLie: Array(count).fill(10),
    club: Array(count).fill('DR'),
    distanceM: Array(count).fill(250.5),
    x: Array(count).fill(0),
    y: Array(count).fill(0),
    toX: Array(count).fill(1),
    toY: Array(count).fill(250),
  },
})

describe('the browser check of a shots answer', () => {
  it('accepts what the full schema accepts', () => {
    const ok = answer(3)
    expect(gameShotsSchema.safeParse(ok).success).toBe(gameShotsShapeSchema.safeParse(ok).success)
    expect(gameShotsShapeSchema.safeParse(ok).success).toBe(true)
  })

  it('refuses a column of the wrong kind or length', () => {
    const short = answer(3)
    short.columns.hole = [1, 2]
    expect(gameShotsShapeSchema.safeParse(short).success).toBe(false)
    const strings = answer(2) as unknown as { columns: Record<string, unknown> }
    strings.columns.x = ['0', '1']
    expect(gameShotsShapeSchema.safeParse(strings).success).toBe(false)
  })

  it('accepts an answer without the position columns (positions=false), but not with only some of them', () => {
    const { x: _x, y: _y, toX: _toX, toY: _toY, ...rest } = answer(3).columns
    const lean = { ...answer(3), columns: rest }
    expect(gameShotsSchema.safeParse(lean).success).toBe(true)
    const parsed = gameShotsShapeSchema.parse(lean)
    expect(parsed.columns).not.toHaveProperty('x')
    expect(() => withPositions(parsed)).toThrow()
    expect(withPositions(gameShotsShapeSchema.parse(answer(3))).columns.toY).toHaveLength(3)
    const partial = { ...lean, columns: { ...rest, x: [0, 0, 0] } }
    expect(gameShotsSchema.safeParse(partial).success).toBe(false)
    expect(gameShotsShapeSchema.safeParse(partial).success).toBe(false)
  })
})

describe('the shots query', () => {
  it('asks for the positions unless positions=false', () => {
    expect(shotsQuerySchema.parse({ gameId: '7' }).positions).toBe(true)
    expect(shotsQuerySchema.parse({ gameId: '7', positions: 'false' }).positions).toBe(false)
    expect(shotsQuerySchema.safeParse({ gameId: '7', positions: 'no' }).success).toBe(false)
  })
})
