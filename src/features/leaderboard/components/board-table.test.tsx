import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LeaderboardDto } from '@contract/leaderboard'
import { i18n } from '@/lib/i18n'
import { board, row } from '../../../../workers/live-scores/test-boards'
import { BOARD_ORDER } from '../board-sort'
import { BoardTable } from './board-table'
import type * as Cells from './board-row-cells'

// Counts how often each row renders: PositionCell renders exactly once per render of its row.
const renders = new Map<number, number>()
vi.mock('./board-row-cells', async (importOriginal) => {
  const actual = await importOriginal<typeof Cells>()
  return {
    ...actual,
    PositionCell: (props: Parameters<typeof actual.PositionCell>[0]) => {
      renders.set(props.row.playerId, (renders.get(props.row.playerId) ?? 0) + 1)
      return actual.PositionCell(props)
    },
  }
})

const sized = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const
const originals = sized.map((prop) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop))
beforeAll(() => {
  // The scroller is 800 px tall and each line 45 px, as in a desktop browser.
  for (const prop of sized) {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return prop.endsWith('Width') ? 1200 : this.classList.contains('board__scroll') ? 800 : 45
      },
    })
  }
})
afterAll(() => {
  sized.forEach((prop, i) => {
    if (originals[i]) Object.defineProperty(HTMLElement.prototype, prop, originals[i])
  })
})

// The favourites hook reads a member's list through TanStack Query (a visitor's here: no request).
const queryClient = new QueryClient()
const view = (b: LeaderboardDto) => (
  <QueryClientProvider client={queryClient}>
    <I18nProvider i18n={i18n}>
      <BoardTable board={b} mode="leaderboard" sort={BOARD_ORDER} onSort={() => {}} />
    </I18nProvider>
  </QueryClientProvider>
)

describe('board table', () => {
  it('re-renders only the rows whose data changed', () => {
    const v1 = board(1, [row(1, '김하늘', '1', -5), row(2, '박도윤', '2', -3), row(3, '이서준', '3', -1)])
    const { rerender, container } = render(view(v1))
    expect(container.querySelectorAll('tr.board__row')).toHaveLength(3)
    renders.clear()
    const v2: LeaderboardDto = { ...v1, version: 2, rows: [v1.rows[0]!, { ...v1.rows[1]!, thru: '7' }, v1.rows[2]!] }
    rerender(view(v2))
    expect(Object.fromEntries(renders)).toEqual({ '2': 1 })
    expect(container.querySelectorAll('tr.board__row')[1]?.textContent).toContain('7')
  })

  it('keeps a 156-player field to the rows in view', () => {
    const field = board(
      1,
      Array.from({ length: 156 }, (_, i) => row(i + 1, `선수${i + 1}`, String(i + 1), i - 10)),
    )
    const { container } = render(view(field))
    const drawn = container.querySelectorAll('tr.board__row').length
    // 800 / 45 ≈ 18 lines in view, plus the overscan below.
    expect(drawn).toBeGreaterThanOrEqual(18)
    expect(drawn).toBeLessThan(30)
    expect(container.querySelector('table')?.getAttribute('aria-rowcount')).toBe('157')
  })
})
