import { Trans } from '@lingui/react/macro'
import type { QueueCheckDto } from '@contract/tickets'
import { WaitingRoom as QueueRoom } from '@/components/ui/waiting-room'

/** The ticket sale's waiting room (docs/requirements/ticketing.md#tkt-8): the shared room with the sale's words. */
export function WaitingRoom(props: { data?: QueueCheckDto; progress: number; failed: boolean }) {
  return (
    <QueueRoom
      {...props}
      lead={
        <Trans>Many people are buying tickets right now. The purchase page opens by itself when it is your turn.</Trans>
      }
    />
  )
}
