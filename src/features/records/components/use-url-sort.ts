import { useNavigate } from '@tanstack/react-router'
import type { SortState } from '../sort'

/** The sorted column of the records page, kept in the URL (sort, dir), with the list's own order as default. */
export function useUrlSort(
  search: { sort?: string | undefined; dir?: 'asc' | 'desc' | undefined },
  fallback: SortState = { key: 'rank', dir: 'asc' },
) {
  const navigate = useNavigate()
  const sort: SortState = search.sort ? { key: search.sort, dir: search.dir ?? 'asc' } : fallback
  const setSort = (next: SortState) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, sort: next.key, dir: next.dir }),
      replace: true,
    })
  return { sort, setSort }
}
