import { createFileRoute } from '@tanstack/react-router'
import { FAQ_CATEGORIES, FAQ_LIMITS, type FaqCategory } from '@domain/support'
import { FaqPage, type FaqSearch } from '@/features/support/components/faq-page'

/** The category and words are in the URL, so a found answer can be shared; anything else is dropped. */
function validateFaqSearch(search: Record<string, unknown>): FaqSearch {
  const category = (FAQ_CATEGORIES as readonly unknown[]).includes(search.category)
    ? (search.category as FaqCategory)
    : undefined
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, FAQ_LIMITS.queryMax) : undefined
  return { category, q }
}

/** /abouts/faq: the FAQ (docs/requirements/my-page.md#my-15) ; static, so $page never sees it. */
export const Route = createFileRoute('/abouts/faq')({
  validateSearch: validateFaqSearch,
  component: FaqRoute,
})

function FaqRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <FaqPage key={search.q ?? ''} search={search} onSearch={(next) => void navigate({ search: next })} />
}
