import { Trans } from '@lingui/react/macro'
import { EmptyState } from '@/components/ui/empty-state'

/** A section whose data could not be loaded: say so and offer to try again. */
export function PanelError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mypage-card" role="alert">
      <EmptyState
        icon="alert"
        title={<Trans>Your information could not be loaded.</Trans>}
        actions={
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        }
      >
        <Trans>Please check your connection and try again.</Trans>
      </EmptyState>
    </div>
  )
}
