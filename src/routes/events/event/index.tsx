import { createFileRoute } from '@tanstack/react-router'
import { EventsPage } from '@/features/events/components/events-page'
import { validateEventSearch } from '../-event-search'

export const Route = createFileRoute('/events/event/')({
  validateSearch: validateEventSearch,
  component: EventsRoute,
})

function EventsRoute() {
  return <EventsPage search={Route.useSearch()} basePath="/events/event/" />
}
