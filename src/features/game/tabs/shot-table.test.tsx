import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { manyShots } from '../test/fixtures'
import { stubLayout } from '@/test/layout-stub'
import { renderPlain } from '../test/render-plain'
import { ShotTable } from './shot-table'

stubLayout()

const PARS = Array.from({ length: 18 }, (_, i) => [4, 5, 3][i % 3]!)
const bodyRows = () =>
  within(screen.getByRole('region', { name: 'Shots' }))
    .getAllByRole('row')
    .filter((r) => r.closest('tbody') && !r.classList.contains('vt-spacer'))
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('per-shot table', () => {
  it('keeps the DOM small with 100,000 shots: only the visible window of rows is rendered', () => {
    renderPlain(<ShotTable shots={manyShots(100_000)} pars={PARS} />)
    expect(screen.getByText('100,000 of 100,000 shots')).toBeTruthy()
    const rows = bodyRows()
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.length).toBeLessThan(60)
    expect(document.querySelectorAll('tr').length).toBeLessThan(70)
  })

  it('filters by hole, round, year, club and result, and says how many shots are left', async () => {
    const { user } = renderPlain(<ShotTable shots={manyShots(1_440)} pars={PARS} />)
    await user.selectOptions(screen.getByLabelText('Hole'), '3')
    expect(screen.getByText('80 of 1,440 shots')).toBeTruthy()
    expect(bodyRows().every((r) => cells(r)[0] === '3' && cells(r)[1] === '3')).toBe(true)
    await user.selectOptions(screen.getByLabelText('Round'), '2')
    await user.selectOptions(screen.getByLabelText('Club'), 'PT')
    await user.selectOptions(screen.getByLabelText('Result'), 'Holed')
    expect(screen.getByText('10 of 1,440 shots')).toBeTruthy()
    expect(bodyRows().every((r) => cells(r)[4] === '2' && cells(r)[6] === 'Holed' && cells(r)[7] === 'PT')).toBe(true)
    for (const label of ['Hole', 'Round', 'Club', 'Result']) await user.selectOptions(screen.getByLabelText(label), '')
    await user.selectOptions(screen.getByLabelText('Year'), '2025')
    expect(screen.getByText('144 of 1,440 shots')).toBeTruthy()
    expect(bodyRows().every((r) => cells(r)[3] === '2025')).toBe(true)
  })

  it('sorts by a header, then the other way, and marks the column for screen readers', async () => {
    const { user } = renderPlain(<ShotTable shots={manyShots(400)} pars={PARS} />)
    const header = screen.getByRole('columnheader', { name: /Distance/ })
    await user.click(within(header).getByRole('button'))
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    expect(cells(bodyRows()[0]!)[8]).toBe('1.0')
    await user.click(within(header).getByRole('button'))
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(cells(bodyRows()[0]!)[8]).toBe('250.0')
  })
})
