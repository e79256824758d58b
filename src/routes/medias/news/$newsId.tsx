import { createFileRoute } from '@tanstack/react-router'
import { NewsArticlePage } from '@/features/media/components/news-article-page'

/** One news article: /medias/news/{id} (decision 0036). */
export const Route = createFileRoute('/medias/news/$newsId')({
  component: NewsRoute,
})

function NewsRoute() {
  return <NewsArticlePage id={Number(Route.useParams().newsId)} />
}
