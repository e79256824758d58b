import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'
import { AcademyButton } from '@/features/shell/components/academy-button'
import { NotFoundPage } from '@/features/shell/components/not-found-page'
import { prefetchContentPage } from '../-content-prefetch'

/** /guides/{page}: advertising, sponsors, the other tours, the academy and the shops (decision 0037). */
export const Route = createFileRoute('/guides/$page')({
  loader: ({ context, params }) => prefetchContentPage(context.queryClient, params.page),
  component: GuideRoute,
})

function GuideRoute() {
  const { page } = Route.useParams()
  return (
    <ContentPage
      key={page}
      section="guide"
      slug={page}
      notFound={<NotFoundPage />}
      // The academy hand-off (a POST of the logged-in member's details in a new window) is the shell's.
      renderAction={(block) => (
        <AcademyButton className="btn btn--primary btn--lg" icon>
          {block.label}
        </AcademyButton>
      )}
    />
  )
}
