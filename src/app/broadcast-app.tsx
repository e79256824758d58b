import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { BroadcastPage } from '@/features/broadcast/components/broadcast-page'
// The Lingui singleton itself: src/lib/i18n.ts would bring the portal's catalog loader along.
import { i18n } from '@lingui/core'

/** The providers of the broadcast page: language and query cache, no router. */
export function BroadcastApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BroadcastPage landmark />
      </QueryClientProvider>
    </I18nProvider>
  )
}
