import { createFileRoute } from '@tanstack/react-router'
import { PointsRankingPage } from '@/features/records/components/points-ranking-page'
import { validatePointsRankingSearch } from './-awards-search'

export const Route = createFileRoute('/tours/sponsor/awards/')({
  validateSearch: validatePointsRankingSearch,
  component: PointsRankingRoute,
})

function PointsRankingRoute() {
  return <PointsRankingPage search={Route.useSearch()} />
}
