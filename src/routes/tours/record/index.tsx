import { createFileRoute } from '@tanstack/react-router'
import { RecordsPage } from '@/features/records/components/records-page'
import { validateRecordSearch } from './-record-search'

export const Route = createFileRoute('/tours/record/')({
  validateSearch: validateRecordSearch,
  component: RecordsRoute,
})

function RecordsRoute() {
  return <RecordsPage search={Route.useSearch()} />
}
