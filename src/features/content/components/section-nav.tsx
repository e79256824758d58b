import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ContentSection } from '@contract/content'
import { contentPagesQueryOptions } from '@/api/content'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { pagePath, SECTIONS } from '../sections'

/** The association notices live under the about pages (/abouts/notice/) but are a board, not a document. */
const NOTICE_SLUG = 'notice'

/**
 * The section's pages, from the API (staff add and order them): a side column on wide screens, a strip that scrolls
 * sideways on phones. Korean-only pages are left out in English, as the menus of docs/requirements/content.md#con-4 do.
 */
export function SectionNav({ section, current }: { section: ContentSection; current: string }) {
  const { t, i18n } = useLingui()
  const query = useQuery(contentPagesQueryOptions(section))
  const en = i18n.locale === 'en'
  const items = (query.data?.items ?? [])
    .filter((p) => !(en && p.koOnly))
    .map((p) => ({ slug: p.slug, path: pagePath(section, p.slug), title: en ? p.titleEn : p.titleKo }))
  if (section === 'about' && query.data)
    items.push({ slug: NOTICE_SLUG, path: '/abouts/notice/', title: t`Association notices` })
  const listRef = useRef<HTMLUListElement>(null)
  // On a phone the list is a sideways strip: bring the current page's pill into view (sideways only, so the
  // page itself never jumps).
  const ready = query.isSuccess
  useEffect(() => {
    const list = listRef.current
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (list && link && list.scrollWidth > list.clientWidth)
      list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2
  }, [ready, current])
  return (
    <nav className="section-nav" aria-label={i18n._(SECTIONS[section].navLabel)}>
      {query.isPending ? (
        <div className="section-nav__loading" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="1.25rem" width={`${70 - i * 6}%`} />
          ))}
        </div>
      ) : (
        <ul ref={listRef} className="section-nav__list">
          {items.map((item) => (
            <li key={item.slug}>
              <PortalLink
                to={item.path}
                className="section-nav__link"
                aria-current={item.slug === current ? 'page' : undefined}
              >
                {item.title}
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
