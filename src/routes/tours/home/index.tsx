import { createFileRoute } from '@tanstack/react-router'
import { TourHomePage } from '@/features/home/components/tour-home-page'
import { validateTourSearch } from '../../-search-params'

export const Route = createFileRoute('/tours/home/')({
  validateSearch: validateTourSearch,
  component: TourHomeRoute,
})

function TourHomeRoute() {
  const { tourId } = Route.useSearch()
  return <TourHomePage tourId={tourId} />
}
