import { createFileRoute } from '@tanstack/react-router'
import { TicketCheckPage } from '@/features/ticket-check/components/ticket-check-page'

/** /staff/ticket-check: association members and staff inspect tickets (docs/requirements/ticketing.md#tkt-9). */
export const Route = createFileRoute('/staff/ticket-check')({
  component: TicketCheckPage,
})
