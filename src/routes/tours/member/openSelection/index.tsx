import { createFileRoute } from '@tanstack/react-router'
import { SelectionPage } from '@/features/selection/components/selection-page'
import { validateSelectionSearch } from './-selection-search'

export const Route = createFileRoute('/tours/member/openSelection/')({
  validateSearch: validateSelectionSearch,
  component: SelectionRoute,
})

function SelectionRoute() {
  return <SelectionPage search={Route.useSearch()} />
}
