import { createFileRoute } from '@tanstack/react-router'
import { StoryListPage } from '@/features/media/components/story-list-page'

/** The association's stories, newest first (decision 0036); `page` beyond the first twelve. */
export const Route = createFileRoute('/story/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}
  },
  component: StoryRoute,
})

function StoryRoute() {
  return <StoryListPage page={Route.useSearch().page ?? 1} />
}
