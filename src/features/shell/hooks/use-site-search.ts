import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { paths } from '@/lib/portal-paths'

/** Opens the search page for a (non-empty, trimmed) term. */
export function useSiteSearch(): (term: string) => void {
  const router = useRouter()
  return useCallback((term: string) => void router.navigate({ href: paths.search(term) }), [router])
}
