import { Trans } from '@lingui/react/macro'
import type { PredictionEventDto } from '@contract/prediction-event'

/** Where an event stands, in one word or two. */
export function PhaseBadge({ phase }: { phase: PredictionEventDto['phase'] }) {
  switch (phase) {
    case 'open':
      return (
        <span className="badge badge--accent">
          <Trans>Open</Trans>
        </span>
      )
    case 'closed':
      return (
        <span className="badge badge--muted">
          <Trans>Closed · awaiting the result</Trans>
        </span>
      )
    case 'announced':
      return (
        <span className="badge">
          <Trans>Winner announced</Trans>
        </span>
      )
    case 'ended':
      return (
        <span className="badge badge--muted">
          <Trans>Ended</Trans>
        </span>
      )
  }
}
