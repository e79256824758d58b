import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { holeStats } from '../test/fixtures'
import { renderPlain } from '../test/render-plain'
import { HoleStatsTable } from './hole-stats-table'

describe('hole statistics table', () => {
  it('shows each hole with par, average to par, difficulty and the five score groups', () => {
    renderPlain(<HoleStatsTable holes={holeStats} />)
    const table = screen.getByRole('table', { name: 'Hole statistics' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'Hole',
      'Par',
      'Yards',
      'Average',
      'To par',
      'Difficulty',
      'Eagles or better',
      'Birdies',
      'Pars',
      'Bogeys',
      'Double bogeys or worse',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(18)
    const hole2 = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    // Hole 2, par 5: average 4.9 (-0.1), eagle 1, birdies 11, pars 40, bogeys 6, double+ (2 + 1) 3.
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('2')
    expect(hole2).toEqual(['5', '500', '4.900', '-0.100', '2', '1', '11', '40', '6', '3'])
    expect(within(rows[2]!).getAllByRole('cell')[3]!.textContent).toBe('E')
  })
})
