import { createFileRoute } from '@tanstack/react-router'
import { GalleryPage } from '@/features/media/components/gallery-page'
import { validateGallerySearch } from '@/features/media/search'

/** Photos (and the news and videos) of the other tours: the same gallery as /tours/media/media/ (decision 0036). */
export const Route = createFileRoute('/medias/photo/')({
  validateSearch: validateGallerySearch,
  component: PhotoRoute,
})

function PhotoRoute() {
  return <GalleryPage path="/medias/photo/" search={Route.useSearch()} />
}
