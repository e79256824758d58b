import { createFileRoute } from '@tanstack/react-router'
import { InquiryDesk, type InquiryDeskSearch } from '@/features/staff/components/inquiries/inquiry-desk'

/** The view, state filter and page are in the URL; anything unknown falls back to the unanswered queue. */
function validateInquiryDeskSearch(search: Record<string, unknown>): InquiryDeskSearch {
  const view = search.view === 'faq' ? 'faq' : 'queue'
  const state = search.state === 'answered' || search.state === 'all' ? search.state : 'unanswered'
  const page = Number(search.page)
  return { view, state, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 }
}

/** /staff/inquiries/: the 1:1 inquiry queue and the FAQ editor (docs/requirements/my-page.md#my-15). */
export const Route = createFileRoute('/staff/inquiries/')({
  validateSearch: validateInquiryDeskSearch,
  component: InquiryDeskRoute,
})

function InquiryDeskRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <InquiryDesk search={search} onSearch={(next) => void navigate({ search: next })} />
}
