import { createFileRoute } from '@tanstack/react-router'
import { ReviewPage } from '@/features/clean/components/review-page'
import { validateReviewSearch } from '../../-clean-search'

/** /cleans/tue/review/: staff review of exemption applications and received reports (?tab&status&page&id). */
export const Route = createFileRoute('/cleans/tue/review/')({
  validateSearch: validateReviewSearch,
  component: ReviewRoute,
})

function ReviewRoute() {
  const { sessionReady } = Route.useRouteContext()
  return <ReviewPage search={Route.useSearch()} sessionReady={sessionReady} />
}
