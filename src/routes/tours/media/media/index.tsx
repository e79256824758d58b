import { createFileRoute } from '@tanstack/react-router'
import { GalleryPage } from '@/features/media/components/gallery-page'
import { validateGallerySearch } from '@/features/media/search'

/** The main tour's media: news, photos and videos under the media filter (decision 0036). */
export const Route = createFileRoute('/tours/media/media/')({
  validateSearch: validateGallerySearch,
  component: MediaRoute,
})

function MediaRoute() {
  return <GalleryPage path="/tours/media/media/" search={Route.useSearch()} />
}
