import { createFileRoute } from '@tanstack/react-router'
import { CardCheckPage } from '@/features/card-check/components/card-check-page'

/** /staff/card-check: staff and partners check members' cards (docs/requirements/my-page.md#my-4). */
export const Route = createFileRoute('/staff/card-check')({
  component: CardCheckPage,
})
