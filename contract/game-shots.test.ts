import { describe, expect, it } from 'vitest'
import { gameShotsSchema, gameShotsShapeSchema } from './game-shots'

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
})
