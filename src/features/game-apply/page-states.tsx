import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/portal-paths'
import { applyErrorText } from './apply-errors'

/** While a step's data loads. */
export function StepLoading() {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading`}>
      <Skeleton height="16rem" radius="16px" />
    </div>
  )
}

/** A step's data was refused or did not arrive: the server's reason, a retry and the way back to the list. */
export function StepFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useLingui()
  return (
    <EmptyState
      title={applyErrorText(i18n, error)}
      actions={
        <>
          <button type="button" className="btn" onClick={onRetry}>
            {t`Try again`}
          </button>
          <Link to={paths.applicationList} className="btn">
            {t`Back to the list`}
          </Link>
        </>
      }
    />
  )
}

/** Nothing to show here, and the list is where to go: a step opened without a tournament, or without an application. */
export function BackToListState({ title }: { title: string }) {
  const { t } = useLingui()
  return (
    <EmptyState
      title={title}
      actions={
        <Link to={paths.applicationList} className="btn btn--primary">
          {t`Back to the list`}
        </Link>
      }
    />
  )
}

/** A step opened without a tournament (a bookmark, a typed address). */
export function NoGameChosen() {
  const { t } = useLingui()
  return <BackToListState title={t`Choose a tournament from the list first.`} />
}

/** A refusal or failure of the step, in the member's words; nothing when there is none. */
export function StepAlert({ text }: { text: string | null }) {
  return text ? (
    <p className="apply-alert" role="alert">
      {text}
    </p>
  ) : null
}
