import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { PortalLink } from '@/components/ui/portal-link'
import { SearchField } from '@/components/ui/search-field'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import '../search.css'

/**
 * /searchs/search/?keyword: the keyword and, until search over real data lands, the catalogue's
 * "no search results" state with the places where people usually find what they look for.
 */
export function SearchPage({ keyword }: { keyword?: string }) {
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
          <>
            <p className="search-body__summary" aria-live="polite">
              <Trans>
                Results for <strong className="search-body__keyword">“{keyword}”</strong>
              </Trans>
            </p>
            <div className="card">
              <EmptyState
                icon="search"
                title={<Trans>No search results.</Trans>}
                actions={
                  <>
                    <PortalLink to={paths.players(11)} className="btn">
                      <Trans>Find a player</Trans>
                    </PortalLink>
                    <PortalLink to={paths.schedule(11)} className="btn">
                      <Trans>Season schedule</Trans>
                    </PortalLink>
                  </>
                }
              >
                <Trans>Check the spelling, or try a shorter or more general term.</Trans>
              </EmptyState>
            </div>
          </>
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
