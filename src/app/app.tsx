import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { i18n } from '@/lib/i18n'
import type { AppRouter } from './router'

interface AppProps {
  router: AppRouter
  queryClient: QueryClient
}

export function App({ router, queryClient }: AppProps) {
  // The page is the app's from here: a first paint from the HTML (docs/decisions/0034) showed its buttons
  // as not ready yet (styles/base.css), and browser tests wait for this mark before they interact.
  useEffect(() => {
    document.documentElement.setAttribute('data-app', '')
    document.documentElement.removeAttribute('data-shell')
  }, [])
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  )
}
