import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '@/features/search/components/search-page'
import { validateSiteSearch } from './-site-search'

export const Route = createFileRoute('/searchs/search/')({
  validateSearch: validateSiteSearch,
  component: SearchRoute,
})

function SearchRoute() {
  const { keyword, kind, page } = Route.useSearch()
  return <SearchPage keyword={keyword} kind={kind ?? 'all'} page={page ?? 1} />
}
