import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ERROR_CODES } from '@contract/error-codes'
import { isApiError } from '@/api/client'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { errorText } from '@/lib/error-texts'

export function ReviewSkeleton() {
  return (
    <div className="clean-review__skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="3.5rem" radius="10px" />
      ))}
    </div>
  )
}

/** A refused or failed list: "no access rights" for members who are not staff, else a retry. */
export function ReviewError({ error, retry }: { error: unknown; retry: () => void }) {
  const { i18n } = useLingui()
  if (isApiError(error) && error.status === 403) {
    return (
      <div className="clean-card" role="alert">
        <EmptyState
          icon="shield"
          title={errorText(i18n, ERROR_CODES.FORBIDDEN)}
          actions={
            <Link to="/cleans/tue/" className="btn">
              <Trans>Go to the exemption page</Trans>
            </Link>
          }
        >
          <p>
            <Trans>This page is for the association's secretariat.</Trans>
          </p>
        </EmptyState>
      </div>
    )
  }
  return (
    <div className="clean-card" role="alert">
      <EmptyState
        icon="alert"
        title={<Trans>This information could not be loaded</Trans>}
        actions={
          <button type="button" className="btn" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    </div>
  )
}

interface StatusFilterProps<S extends string> {
  statuses: readonly S[]
  current: S | undefined
  counts: Record<string, number>
  label: (status: S) => string
  onPick: (status: S | undefined) => void
  name: string
}

/** All, then each status with how many are in it. */
export function StatusFilter<S extends string>({
  statuses,
  current,
  counts,
  label,
  onPick,
  name,
}: StatusFilterProps<S>) {
  const { t } = useLingui()
  const all = Object.values(counts).reduce((a, b) => a + b, 0)
  const chip = (status: S | undefined, text: string, n: number) => (
    <li key={status ?? 'all'}>
      <button type="button" className="clean-chip" aria-pressed={current === status} onClick={() => onPick(status)}>
        {text} <span className="clean-chip__count">{n}</span>
      </button>
    </li>
  )
  return (
    <ul className="clean-chips" aria-label={name}>
      {chip(undefined, t`All`, all)}
      {statuses.map((s) => chip(s, label(s), counts[s] ?? 0))}
    </ul>
  )
}
