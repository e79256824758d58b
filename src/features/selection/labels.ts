import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SelectionStage } from '@domain/selection/pass-line'

/** The stage types of docs/requirements/content.md#con-13 (finals, tryout, pro trials, tour pro trials). */
export const STAGE_LABELS: Readonly<Record<SelectionStage, MessageDescriptor>> = {
  tryout: msg`Tryout`,
  pro_trials: msg`Pro trials`,
  tour_pro_trials: msg`Tour pro trials`,
  finals: msg`Finals`,
}

export const STATUS_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Upcoming`,
  2: msg`In progress`,
  3: msg`Completed`,
  4: msg`Registration closed`,
  9: msg`Cancelled`,
}

export const toParText = (n: number | null) => (n === null ? '-' : n === 0 ? 'E' : n > 0 ? `+${n}` : String(n))
