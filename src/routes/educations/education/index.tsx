import { createFileRoute } from '@tanstack/react-router'
import { EducationPage } from '@/features/education/components/education-page'
import { validateEducationSearch } from './-education-search'

export const Route = createFileRoute('/educations/education/')({
  validateSearch: validateEducationSearch,
  component: EducationRoute,
})

function EducationRoute() {
  return <EducationPage search={Route.useSearch()} />
}
