import { describe, expect, it } from 'vitest'
import { reRanking, reRankingWindow, type ReRankingGame, type ReRankingStart } from './re-ranking'

const game = (gameId: string, endDate: string, completed = true): ReRankingGame => ({ gameId, endDate, completed })
const start = (playerId: string, gameId: string, points: number, prize = 0, tourMember = true): ReRankingStart => ({
  playerId,
  name: playerId,
  gameId,
  tourMember,
  points,
  prize,
})

describe('re-ranking window', () => {
  it('takes the first half of the season in date order, the odd game included', () => {
    const games = [
      game('e', '2026-09-01'),
      game('a', '2026-04-01'),
      game('c', '2026-06-01'),
      game('b', '2026-05-01'),
      game('d', '2026-07-01'),
    ]
    expect(reRankingWindow(games).map((g) => g.gameId)).toEqual(['a', 'b', 'c'])
  })
})

describe('re-ranking', () => {
  const season = [
    game('g1', '2026-04-10'),
    game('g2', '2026-04-20'),
    game('g3', '2026-05-10'),
    game('g4', '2026-06-01', false),
  ]

  it('counts only the window: a big second-half win does not lift a player', () => {
    const result = reRanking(season, [start('kim', 'g1', 500), start('lee', 'g2', 300), start('lee', 'g3', 900)])
    expect(result.entries.map((e) => [e.item.playerId, e.position, e.value])).toEqual([
      ['kim', '1', 500],
      ['lee', '2', 300],
    ])
    expect(result.cutoff?.gameId).toBe('g2')
    expect(result.provisional).toBe(false)
  })

  it('shares a rank on equal points and lists more prize money first inside the tie', () => {
    const result = reRanking(season, [
      start('ahn', 'g1', 200, 1_000),
      start('bae', 'g1', 200, 5_000),
      start('cho', 'g2', 100),
    ])
    expect(result.entries.map((e) => [e.item.playerId, e.position])).toEqual([
      ['bae', 'T1'],
      ['ahn', 'T1'],
      ['cho', '3'],
    ])
  })

  it('keeps members at 0 points, leaves out non-members, and adds up starts', () => {
    const result = reRanking(season, [
      start('park', 'g1', 0),
      start('park', 'g2', 0),
      start('guest', 'g1', 800, 0, false),
    ])
    expect(result.entries.map((e) => [e.item.playerId, e.item.starts, e.position])).toEqual([['park', 2, '1']])
  })

  it('is provisional until the cut-off game is completed', () => {
    const games = [game('g1', '2026-04-10'), game('g2', '2026-04-20', false), game('g3', '2026-05-10', false)]
    const result = reRanking(games, [start('kim', 'g1', 100), start('kim', 'g2', 999)])
    expect(result.provisional).toBe(true)
    expect(result.counted).toBe(1)
    expect(result.entries[0]!.value).toBe(100)
  })

  it('answers an empty, provisional list for a season without games', () => {
    expect(reRanking([], [])).toMatchObject({ window: [], cutoff: null, provisional: true, entries: [] })
  })
})
