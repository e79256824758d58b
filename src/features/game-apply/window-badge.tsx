import { useLingui } from '@lingui/react/macro'
import type { ApplicationWindow } from '@domain/applications/window'
import { WINDOW_LABELS, windowBadge } from './labels'

/** The application's state as a pill (APP-4): planned, applying, ended, or registration closed (status 4). */
export function WindowBadge({ window, gameStatus }: { window: ApplicationWindow | null; gameStatus: number }) {
  const { i18n } = useLingui()
  const badge = windowBadge(window, gameStatus)
  return (
    <span className={`apply-badge apply-badge--${badge}`} data-window={badge}>
      {i18n._(WINDOW_LABELS[badge])}
    </span>
  )
}
