import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ContentPageDto, ContentSection } from '@contract/content'
import { isApiError } from '@/api/client'
import { contentPageQueryOptions } from '@/api/content'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { seoulDate } from '@domain/time'
import { BlockList, type BlockListProps } from '../blocks/block-list'
import { isPageSlug } from '../sections'
import { KoOnlyBanner } from './ko-only-banner'
import { SectionFrame } from './section-frame'

interface ContentPageProps {
  section: ContentSection
  slug: string
  /** What an unknown page shows: the app's not-found page, supplied by the route. */
  notFound: ReactNode
  renderAction?: BlockListProps['renderAction']
}

function PageSkeleton() {
  return (
    <div className="doc-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton height="1.5rem" width="60%" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="90%" />
      <Skeleton height="12rem" radius="12px" />
    </div>
  )
}

function PageBody({ page, renderAction }: { page: ContentPageDto; renderAction: ContentPageProps['renderAction'] }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const summary = en ? page.summaryEn : page.summaryKo
  const effective = page.effectiveDate
  const updated = seoulDate(new Date(page.updatedAt))
  const blocks = en ? page.bodyEn : page.bodyKo
  useDocumentTitle(en ? page.titleEn : page.titleKo)
  return (
    <article className="doc">
      {summary ? <p className="doc-lead">{summary}</p> : null}
      {effective ? (
        <p className="doc-effective">
          <Trans>
            Effective from <time dateTime={effective}>{effective}</time>
          </Trans>
        </p>
      ) : null}
      {en && page.koOnly ? <KoOnlyBanner /> : null}
      {blocks.length > 0 ? (
        <BlockList blocks={blocks} renderAction={renderAction} />
      ) : (
        <div className="card">
          <EmptyState icon="info" title={<Trans>Nothing has been published on this page yet.</Trans>} />
        </div>
      )}
      <p className="doc-updated">
        <Trans>
          Last updated <time dateTime={updated}>{updated}</time>
        </Trans>
      </p>
    </article>
  )
}

/**
 * The one document page type (decision 0037): /abouts/{page}, /terms/{page}/, /guides/{page}. The body comes
 * from the API as typed blocks; an unknown page, or a page of another section, is the not-found page. The
 * frame (band, sub-navigation) stays mounted from the skeleton to the page.
 */
export function ContentPage({ section, slug, notFound, renderAction }: ContentPageProps) {
  const { i18n } = useLingui()
  const valid = isPageSlug(slug)
  const query = useQuery({ ...contentPageQueryOptions(slug), enabled: valid })
  const page = query.data
  const missing =
    !valid ||
    (query.isError && isApiError(query.error) && query.error.status === 404) ||
    (page !== undefined && page.section !== section)
  if (missing) return <>{notFound}</>
  const title = page ? (
    i18n.locale === 'en' ? (
      page.titleEn
    ) : (
      page.titleKo
    )
  ) : query.isError ? (
    <Trans>This information could not be loaded</Trans>
  ) : (
    <Skeleton height="2.25rem" width="12rem" />
  )
  return (
    <SectionFrame section={section} current={slug} title={title} heading={page !== undefined || query.isError}>
      {page ? (
        <PageBody page={page} renderAction={renderAction} />
      ) : query.isError ? (
        <div className="card" role="alert">
          <EmptyState
            icon="alert"
            title={<Trans>Please try again in a moment.</Trans>}
            actions={
              <button type="button" className="btn" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </button>
            }
          />
        </div>
      ) : (
        <PageSkeleton />
      )}
    </SectionFrame>
  )
}
