import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { SearchFilter } from '@contract/search-kinds'
import { EmptyState } from '@/components/ui/empty-state'
import { SearchField } from '@/components/ui/search-field'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import { SearchResults } from './search-results'
import '../search.css'

interface SearchPageProps {
  keyword?: string | undefined
  kind?: SearchFilter
  page?: number
}

/**
 * /searchs/search/?keyword: players, tournaments, news and pages in one result page with counts per
 * kind (decision 0031). An empty term asks for one (the field's popup) and goes nowhere.
 */
export function SearchPage({ keyword, kind = 'all', page = 1 }: SearchPageProps) {
  const { t } = useLingui()
  const router = useRouter()
  useDocumentTitle(keyword ? t`Search: ${keyword}` : t`Search`)
  return (
    <>
      <section className="search-head" aria-labelledby="search-title">
        <div className="container search-head__inner">
          <h1 id="search-title" className="search-head__title">
            <Trans>Search</Trans>
          </h1>
          <SearchField
            key={keyword ?? ''}
            size="lg"
            defaultValue={keyword}
            clearOnSubmit={false}
            onSearch={(term) => void router.navigate({ href: paths.search(term) })}
          />
        </div>
      </section>
      <div className="container search-body">
        {keyword ? (
          <SearchResults keyword={keyword} kind={kind} page={page} />
        ) : (
          <div className="card">
            <EmptyState icon="search" title={<Trans>Enter a search term</Trans>}>
              <Trans>Search for players, tournaments and news of the association.</Trans>
            </EmptyState>
          </div>
        )}
      </div>
    </>
  )
}
