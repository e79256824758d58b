import { describe, expect, it } from 'vitest'
import { validateTrack3dSearch } from './track3d-search'

describe('validateTrack3dSearch', () => {
  it('reads the game, player, hole and view of a shared link', () => {
    expect(validateTrack3dSearch({ tourId: '11', gameId: '42', player: 7, hole: '18', view: 'follow' })).toEqual({
      tourId: 11,
      gameId: 42,
      player: 7,
      hole: 18,
      view: 'follow',
    })
  })
  it('drops what it cannot use instead of failing the page', () => {
    expect(validateTrack3dSearch({ tourId: 'x', gameId: '-3', player: '1e3', hole: '19', view: 'orbit' })).toEqual({
      tourId: 11,
      gameId: undefined,
      player: undefined,
      hole: undefined,
      view: undefined,
    })
    expect(validateTrack3dSearch({ tourId: '62' }).tourId).toBe(11)
  })
})
