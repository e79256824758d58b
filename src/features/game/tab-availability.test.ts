import { describe, expect, it } from 'vitest'
import { tabFits, tabShown, tabsFor } from './tab-availability'

describe('tabs by format', () => {
  it('keeps the bracket and group table off a stroke-play event', () => {
    const stroke = tabsFor('stroke')
    expect(stroke).toContain('holeByHole')
    expect(stroke).toContain('stats')
    expect(stroke).not.toContain('drawBracket')
    expect(stroke).not.toContain('pointsTable')
  })

  it('shows the match views and hides the stroke views for match play, in display order', () => {
    const match = tabsFor('match')
    expect(match).toContain('leaderboard')
    expect(match.indexOf('drawBracket')).toBeLessThan(match.indexOf('pointsTable'))
    expect(match.indexOf('drawBracket')).toBeGreaterThan(match.indexOf('leaderboard'))
    expect(match).not.toContain('liveLeaderboard')
    expect(tabFits('holeByHole', 'match')).toBe(false)
  })

  it('sends a tab the game does not have to the format default', () => {
    expect(tabShown('drawBracket', 'stroke')).toBe('leaderboard')
    expect(tabShown('teeTimes', 'match')).toBe('drawBracket')
    expect(tabShown('pointsTable', 'match')).toBe('pointsTable')
  })
})
