import { createFileRoute } from '@tanstack/react-router'
import { NoticesPage } from '@/features/notices/components/notices-page'
import { validateNoticeSearch } from './-notice-search'

export const Route = createFileRoute('/tours/notice/notice/')({
  validateSearch: validateNoticeSearch,
  component: NoticesRoute,
})

function NoticesRoute() {
  return <NoticesPage search={Route.useSearch()} />
}
