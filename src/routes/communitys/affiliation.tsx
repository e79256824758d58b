import { createFileRoute } from '@tanstack/react-router'
import { AffiliationPage } from '@/features/support/components/affiliation-page'

/** /communitys/affiliation: the association's affiliate benefits (docs/requirements/my-page.md#my-17). */
export const Route = createFileRoute('/communitys/affiliation')({
  component: AffiliationPage,
})
