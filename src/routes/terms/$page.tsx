import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'
import { NotFoundPage } from '@/features/shell/components/not-found-page'
import { prefetchContentPage } from '../-content-prefetch'

/** /terms/{page}/: terms of use, privacy, marketing consent, clean tour (decision 0037). */
export const Route = createFileRoute('/terms/$page')({
  loader: ({ context, params }) => prefetchContentPage(context.queryClient, params.page),
  component: TermsRoute,
})

function TermsRoute() {
  const { page } = Route.useParams()
  return <ContentPage key={page} section="terms" slug={page} notFound={<NotFoundPage />} />
}
