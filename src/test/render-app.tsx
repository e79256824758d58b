import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '@/app/app'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'

/**
 * The real app (route tree, shell, providers) on a memory history at `url`, loaded and rendered.
 * `sessionReady` stands for the start-up session check (settled unless a test holds it open).
 */
export async function renderApp(url = '/', options: { sessionReady?: Promise<unknown> } = {}) {
  const history = createMemoryHistory({ initialEntries: [url] })
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, sessionReady: options.sessionReady ?? Promise.resolve() }, history)
  await router.load()
  const user = userEvent.setup()
  const view = render(<App router={router} queryClient={queryClient} />)
  return { ...view, router, user, queryClient, location: () => router.state.location }
}
