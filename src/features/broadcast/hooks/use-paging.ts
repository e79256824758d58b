/** The page on air: turns every `intervalMs`, through the whole field and back to the first page. */
import { useEffect, useState } from 'react'
import { nextPage, pageWindow, type PageWindow } from '../paging'

export function usePaging(total: number, perPage: number, intervalMs: number): PageWindow {
  const [page, setPage] = useState(0)
  const pages = Math.max(1, Math.ceil(total / perPage))

  // A new page size starts from the first page, where the leaders are.
  useEffect(() => setPage(0), [perPage])

  useEffect(() => {
    if (pages <= 1) return
    const timer = setInterval(() => setPage((p) => nextPage(p, perPage, total)), intervalMs)
    return () => clearInterval(timer)
  }, [pages, perPage, total, intervalMs])

  return pageWindow(page, perPage, total)
}
