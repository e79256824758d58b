import { useLingui } from '@lingui/react/macro'

/** Ten page numbers per block, as the association's lists page. */
export const PAGES_PER_BLOCK = 10

/** The page numbers of the block holding `page`. */
export function pageBlock(page: number, pageCount: number, perBlock = PAGES_PER_BLOCK): number[] {
  const start = Math.floor((page - 1) / perBlock) * perBlock + 1
  const end = Math.min(pageCount, start + perBlock - 1)
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i)
}

interface PaginationProps {
  page: number
  pageCount: number
  onPage: (page: number) => void
  /** What the pages are of, for the navigation's name. */
  label: string
}

/**
 * First, previous block, ten numbers, next block, last. The previous and next buttons move a whole block (to its last
 * and first page), as the lists of docs/requirements/api-conventions.md#api-13 do; the current page is marked for
 * screen readers.
 */
export function Pagination({ page, pageCount, onPage, label }: PaginationProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const numbers = pageBlock(page, pageCount)
  const first = numbers[0] ?? 1
  const last = numbers[numbers.length - 1] ?? pageCount
  const nav = (target: number, text: string, name: string, disabled: boolean) => (
    <li>
      <button
        type="button"
        className="pager__btn pager__btn--nav"
        aria-label={name}
        title={name}
        disabled={disabled}
        onClick={() => onPage(target)}
      >
        <span aria-hidden="true">{text}</span>
      </button>
    </li>
  )
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        {nav(1, '«', t`First page`, page === 1)}
        {nav(Math.max(1, first - 1), '‹', t`Previous ten pages`, first === 1)}
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === page ? 'pager__btn pager__btn--current' : 'pager__btn'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        {nav(Math.min(pageCount, last + 1), '›', t`Next ten pages`, last === pageCount)}
        {nav(pageCount, '»', t`Last page`, page === pageCount)}
      </ul>
    </nav>
  )
}
