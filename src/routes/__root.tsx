import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { syncTourFromLocation } from '@/app/tour-sync'
import { PopupHost } from '@/components/ui/popup-host'
import { ErrorPage } from '@/features/shell/components/error-page'
import { NotFoundPage } from '@/features/shell/components/not-found-page'
import { ShellLayout } from '@/features/shell/components/shell-layout'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, preload }) => {
    // A hover preload must not switch the header's tour before the visitor clicks.
    if (!preload) syncTourFromLocation(location.pathname, location.search as Record<string, unknown>)
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ reset }) => <ErrorPage reset={reset} />,
})

function RootComponent() {
  return (
    <>
      <ShellLayout>
        <Outlet />
      </ShellLayout>
      <PopupHost />
    </>
  )
}
