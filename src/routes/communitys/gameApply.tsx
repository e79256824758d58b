import { createFileRoute } from '@tanstack/react-router'
import { ApplyListPage } from '@/features/game-apply/list-page'
import { validateApplyListSearch } from '@/features/game-apply/search'

/** /communitys/gameApply: the tournaments taking applications (docs/requirements/tournament-applications.md#app-2). */
export const Route = createFileRoute('/communitys/gameApply')({
  validateSearch: validateApplyListSearch,
  component: ApplyListRoute,
})

function ApplyListRoute() {
  return <ApplyListPage search={Route.useSearch()} />
}
