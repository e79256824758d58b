import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ContentSection } from '@contract/content'

/** Each document section's name and the address of its pages (docs/requirements/content.md#con-8). */
export const SECTIONS: Readonly<Record<ContentSection, { label: MessageDescriptor; navLabel: MessageDescriptor }>> = {
  about: { label: msg`About the association`, navLabel: msg`About the association: pages` },
  terms: { label: msg`Terms and policies`, navLabel: msg`Terms and policies: pages` },
  guide: { label: msg`Guides`, navLabel: msg`Guides: pages` },
}

/**
 * /abouts/history, /terms/privacy/ (docs/requirements/content.md#con-9 writes terms with a trailing slash),
 * /guides/junior.
 */
export function pagePath(section: ContentSection, slug: string): string {
  if (section === 'about') return `/abouts/${slug}`
  if (section === 'terms') return `/terms/${slug}/`
  return `/guides/${slug}`
}

/** Slugs as the database allows them: anything else is not a page, without asking the server. */
export const isPageSlug = (slug: string) => /^[A-Za-z][A-Za-z0-9]{1,39}$/.test(slug)
