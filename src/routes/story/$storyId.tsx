import { createFileRoute } from '@tanstack/react-router'
import { StoryArticlePage } from '@/features/media/components/story-article-page'

/** One story in its reading view: /story/{id} (decision 0036). */
export const Route = createFileRoute('/story/$storyId')({
  component: StoryArticleRoute,
})

function StoryArticleRoute() {
  return <StoryArticlePage id={Number(Route.useParams().storyId)} />
}
