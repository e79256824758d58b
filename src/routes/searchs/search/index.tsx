import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '@/features/search/components/search-page'
import { validateKeywordSearch } from '../../-search-params'

export const Route = createFileRoute('/searchs/search/')({
  validateSearch: validateKeywordSearch,
  component: SearchRoute,
})

function SearchRoute() {
  const { keyword } = Route.useSearch()
  return <SearchPage keyword={keyword} />
}
