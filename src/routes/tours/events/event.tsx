import { createFileRoute } from '@tanstack/react-router'
import { EventsPage } from '@/features/events/components/events-page'
import { validateEventSearch } from '../../events/-event-search'

/** The tours section's address of the same events page (docs/requirements/content.md#con-12 lists both). */
export const Route = createFileRoute('/tours/events/event')({
  validateSearch: validateEventSearch,
  component: ToursEventsRoute,
})

function ToursEventsRoute() {
  return <EventsPage search={Route.useSearch()} basePath="/tours/events/event" />
}
