import { createFileRoute } from '@tanstack/react-router'
import { ReportPage } from '@/features/clean/components/report-page'

/** /cleans/report/: the reporting form of the clean centre. */
export const Route = createFileRoute('/cleans/report/')({
  component: ReportPage,
})
