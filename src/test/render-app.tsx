import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '@/app/app'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'

/** The real app (route tree, shell, providers) on a memory history at `url`, loaded and rendered. */
export async function renderApp(url = '/') {
  const history = createMemoryHistory({ initialEntries: [url] })
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, sessionReady: Promise.resolve() }, history)
  await router.load()
  const user = userEvent.setup()
  const view = render(<App router={router} queryClient={queryClient} />)
  return { ...view, router, user, location: () => router.state.location }
}
