import { createFileRoute } from '@tanstack/react-router'
import { TuePage } from '@/features/clean/components/tue-page'

/** /cleans/tue/: what a therapeutic-use exemption is, the application form and the member's own list. */
export const Route = createFileRoute('/cleans/tue/')({
  component: TueRoute,
})

function TueRoute() {
  const { sessionReady } = Route.useRouteContext()
  return <TuePage sessionReady={sessionReady} />
}
