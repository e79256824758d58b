import { describe, expect, it } from 'vitest'
import { holeFrame, svgPoints } from './hole-view'

describe('hole frame', () => {
  it('puts the tee at the bottom and the green straight above it, whatever the hole points to', () => {
    // A hole running east: 400 m from the tee.
    const f = holeFrame([0, 0], [400, 0], [])
    expect(f.at([0, 0])).toEqual([0, -0])
    const [gx, gy] = f.at([400, 0])
    expect(gx).toBeCloseTo(0, 5)
    expect(gy).toBeCloseTo(-400, 5)
    // A point left of the line of play (north of an eastward hole) lands left of the tee.
    expect(f.at([200, 30])[0]).toBeLessThan(0)
  })

  it('frames the hole and every shot with a margin', () => {
    const f = holeFrame(
      [0, 0],
      [0, 300],
      [
        [-40, 150],
        [25, 320],
      ],
    )
    const [x, y, w, h] = f.viewBox.split(' ').map(Number)
    expect(x).toBe(-54)
    expect(y).toBe(-334)
    expect(w).toBe(93)
    expect(h).toBe(348)
    expect(
      svgPoints(f, [
        [0, 0],
        [0, 100],
      ]),
    ).toBe('0,0 0,-100')
  })
})
