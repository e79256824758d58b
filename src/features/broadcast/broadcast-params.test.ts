import { describe, expect, it } from 'vitest'
import { broadcastSearch, DEFAULT_PARAMS, parseBroadcastParams } from './broadcast-params'

const parse = (query: string) => parseBroadcastParams(new URLSearchParams(query))

describe('broadcast parameters', () => {
  it('gives the defaults for an empty query: tour 11, 10 rows, 10 s, dark, no delay', () => {
    expect(parse('')).toEqual(DEFAULT_PARAMS)
    expect(broadcastSearch(DEFAULT_PARAMS)).toBe('')
  })

  it('reads every parameter, whatever the case of its name', () => {
    const params = parse('GAMEID=42&rows=12&Interval=6&theme=Chroma&lang=en&cols=topar,pos,thru&delay=30&settings=1')
    expect(params).toEqual({
      gameId: 42,
      tourId: 11,
      rowsPerPage: 12,
      intervalS: 6,
      theme: 'chroma',
      lang: 'en',
      columns: ['pos', 'player', 'topar', 'thru'],
      delayS: 30,
      settings: true,
    })
  })

  it('clamps numbers to their ranges and ignores what it does not know', () => {
    const params = parse('gameId=-3&tourId=62&rows=500&interval=0&theme=neon&lang=fr&delay=abc')
    expect(params.gameId).toBeNull()
    expect(params.tourId).toBe(11)
    expect(params.rowsPerPage).toBe(30)
    expect(params.intervalS).toBe(2)
    expect(params.theme).toBe('dark')
    expect(params.lang).toBeNull()
    expect(params.delayS).toBe(0)
  })

  it('round-trips through the URL it builds, leaving defaults out', () => {
    const params = parse('tourId=12&rows=8&theme=light&cols=pos,player,topar,rounds,total&delay=5')
    const search = broadcastSearch(params)
    expect(search).toBe('?tourId=12&rows=8&theme=light&cols=pos,player,topar,rounds,total&delay=5')
    expect(parse(search.slice(1))).toEqual(params)
    // A game chosen directly makes the tour irrelevant.
    expect(broadcastSearch({ ...params, gameId: 9 })).toMatch(/^\?gameId=9&rows=8/)
  })
})
