import { useEffect } from 'react'

const SITE = 'FAIRWAY'

/** Sets the tab title per page ("Page | FAIRWAY"); screen readers announce it on navigation. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE
  }, [title])
}
