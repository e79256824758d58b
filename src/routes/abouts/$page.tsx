import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'
import { NotFoundPage } from '@/features/shell/components/not-found-page'
import { prefetchContentPage } from '../-content-prefetch'

/** /abouts/{page}: the association's about pages (decision 0037); the notices board has its own route. */
export const Route = createFileRoute('/abouts/$page')({
  loader: ({ context, params }) => prefetchContentPage(context.queryClient, params.page),
  component: AboutRoute,
})

function AboutRoute() {
  const { page } = Route.useParams()
  return <ContentPage key={page} section="about" slug={page} notFound={<NotFoundPage />} />
}
