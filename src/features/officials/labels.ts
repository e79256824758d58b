import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OfficialActionKind, OfficialGame, OfficialStatus, SuspensionReasonCode } from '@contract/officials'

type RoundState = OfficialGame['rounds'][number]

/** How the console names what officials choose and read (docs/requirements/officials.md). */
export const SUSPENSION_REASON_LABELS: Readonly<Record<SuspensionReasonCode, MessageDescriptor>> = {
  darkness: msg`Darkness`,
  weather: msg`Weather`,
  lightning: msg`Lightning`,
  other: msg`Other reason`,
}

export const STATUS_LABELS: Readonly<Record<OfficialStatus, MessageDescriptor>> = {
  WD: msg`WD: withdrew`,
  RTD: msg`RTD: retired`,
  DQ: msg`DQ: disqualified`,
  DNS: msg`DNS: did not start`,
}

export const ROUND_STATUS_LABELS: Readonly<Record<RoundState['status'], MessageDescriptor>> = {
  planned: msg`Planned`,
  playing: msg`In play`,
  complete: msg`Round closed`,
}

export const TEE_SHEET_LABELS: Readonly<Record<RoundState['teeSheet'], MessageDescriptor>> = {
  none: msg`No tee sheet`,
  draft: msg`Tee sheet draft`,
  published: msg`Tee sheet published`,
}

export const ACTION_LABELS: Readonly<Record<OfficialActionKind, MessageDescriptor>> = {
  field: msg`Field entered`,
  tee_sheet: msg`Tee sheet drawn`,
  publish_tee_sheet: msg`Tee sheet published`,
  start_round: msg`Round started`,
  suspend: msg`Play suspended`,
  resume: msg`Play resumed`,
  status: msg`Status set`,
  undo_status: msg`Status undone`,
  close_round: msg`Round closed`,
  playoff_hole: msg`Playoff hole`,
  finalize: msg`Result finalized`,
  correction: msg`Score corrected`,
}
