import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { SubstanceDto } from '@contract/clean'
import { substancesQueryOptions } from '@/api/clean'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { CLASS_NAMES, PROHIBITED_LABELS } from '../labels'
import type { SubstanceSearch } from '../search'
import { SubstanceSearchForm } from './substance-search-form'

export const SUBSTANCE_PAGE_SIZE = 20

function ResultsSkeleton() {
  return (
    <div className="clean-results__skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height="5.5rem" radius="10px" />
      ))}
    </div>
  )
}

function SubstanceCard({ s }: { s: SubstanceDto }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const examples = en ? s.examplesEn : s.examplesKo
  const note = en ? s.noteEn : s.noteKo
  return (
    <li className="clean-substance">
      <div className="clean-substance__head">
        <h3 className="clean-substance__name">
          {en ? s.nameEn : s.nameKo}
          <span className="clean-substance__other" lang={en ? 'ko' : 'en'}>
            {en ? s.nameKo : s.nameEn}
          </span>
        </h3>
        <span className={`clean-when clean-when--${s.prohibited}`}>{i18n._(PROHIBITED_LABELS[s.prohibited])}</span>
      </div>
      <p className="clean-substance__class">
        <span className="clean-code">{s.substanceClass}</span> {i18n._(CLASS_NAMES[s.substanceClass])}
      </p>
      {examples ? (
        <p className="clean-substance__line">
          <span className="clean-substance__key">
            <Trans>Examples</Trans>
          </span>{' '}
          {examples}
        </p>
      ) : null}
      {note ? <p className="clean-substance__note">{note}</p> : null}
    </li>
  )
}

/** The search form, the matching entries twenty a page, and honest empty and error states. */
export function SubstanceResults({ search }: { search: SubstanceSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/cleans/substances/' })
  const query = useQuery(
    substancesQueryOptions(
      { q: search.q, class: search.class, page: search.page, pageSize: SUBSTANCE_PAGE_SIZE },
      i18n.locale,
    ),
  )
  const go = (next: Partial<SubstanceSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }) })
  const data = query.data
  const total = data?.total ?? 0
  const pageCount = data ? Math.max(1, Math.ceil(data.total / SUBSTANCE_PAGE_SIZE)) : 1
  const term = search.q
  return (
    <section className="clean-results" aria-labelledby="results-title">
      <h2 id="results-title" className="visually-hidden">
        <Trans>Search the list</Trans>
      </h2>
      <SubstanceSearchForm
        key={`${search.q ?? ''}|${search.class ?? ''}`}
        search={search}
        counts={data?.classCounts}
        onSearch={(next) => go({ ...next, page: 1 })}
      />
      <p className="clean-results__summary" aria-live="polite">
        {data ? (
          term ? (
            <Plural value={total} one={`# entry matches “${term}”`} other={`# entries match “${term}”`} />
          ) : (
            <Plural value={total} one="# entry" other="# entries" />
          )
        ) : null}
        {search.q || search.class ? (
          <button type="button" className="text-button" onClick={() => go({ q: undefined, class: undefined, page: 1 })}>
            <Trans>Show the whole list</Trans>
          </button>
        ) : null}
      </p>
      {query.isPending ? (
        <ResultsSkeleton />
      ) : query.isError && !data ? (
        <div role="alert" className="clean-card">
          <EmptyState
            icon="alert"
            title={<Trans>This information could not be loaded</Trans>}
            actions={
              <button type="button" className="btn" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </button>
            }
          />
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="clean-card">
          <EmptyState icon="search" title={<Trans>No search results.</Trans>}>
            <p>
              <Trans>
                Not finding a substance here does not mean it is permitted. Check the spelling or the product's
                ingredients, and ask the association when unsure.
              </Trans>
            </p>
          </EmptyState>
        </div>
      ) : data ? (
        <>
          <ul
            className={query.isPlaceholderData ? 'clean-substances clean-substances--stale' : 'clean-substances'}
            aria-label={t`Prohibited substances`}
          >
            {data.items.map((s) => (
              <SubstanceCard key={s.code} s={s} />
            ))}
          </ul>
          <Pagination
            page={Math.min(search.page, pageCount)}
            pageCount={pageCount}
            onPage={(page) => go({ page })}
            label={t`Pages of substances`}
          />
        </>
      ) : null}
    </section>
  )
}
