import { createFileRoute } from '@tanstack/react-router'
import { SubstancesPage } from '@/features/clean/components/substances-page'
import { validateSubstanceSearch } from '../-clean-search'

/** /cleans/substances/: the prohibited-substance search (?q&class&page). */
export const Route = createFileRoute('/cleans/substances/')({
  validateSearch: validateSubstanceSearch,
  component: SubstancesRoute,
})

function SubstancesRoute() {
  return <SubstancesPage search={Route.useSearch()} />
}
