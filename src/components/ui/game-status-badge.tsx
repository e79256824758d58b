import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { gameStatus, type GameStatusCode } from '@domain/codes/game-status'

/**
 * Labels of the game status codes of docs/requirements/tours-and-records.md#tr-5 (1 before start, 2 in progress, 3
 * completed, 4 registration closed, 9 cancelled).
 */
export const GAME_STATUS_LABELS: Readonly<Record<GameStatusCode, MessageDescriptor>> = {
  1: msg`Upcoming`,
  2: msg`In progress`,
  3: msg`Completed`,
  4: msg`Registration closed`,
  9: msg`Cancelled`,
}

/** A tournament's state as a coloured pill; "in progress" pulses like the live boards' marker. */
export function GameStatusBadge({ status }: { status: number }) {
  const { i18n } = useLingui()
  const s = gameStatus(status)
  if (!s) return null
  return (
    <span className={`status-badge status-badge--${s.phase}`} data-status={s.code}>
      {s.phase === 'live' ? <span className="status-badge__dot" aria-hidden="true" /> : null}
      {i18n._(GAME_STATUS_LABELS[s.code])}
    </span>
  )
}
