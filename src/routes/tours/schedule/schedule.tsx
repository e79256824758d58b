import { createFileRoute } from '@tanstack/react-router'
import { SchedulePage } from '@/features/schedule/components/schedule-page'
import { validateScheduleSearch } from './-schedule-search'

export const Route = createFileRoute('/tours/schedule/schedule')({
  validateSearch: validateScheduleSearch,
  component: ScheduleRoute,
})

function ScheduleRoute() {
  return <SchedulePage search={Route.useSearch()} />
}
