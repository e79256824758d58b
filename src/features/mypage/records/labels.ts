import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The association's season honours (server/db/schema/player.ts AwardCode), as the player pages name them. */
export const HONOUR_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  popularity: msg`Popularity Award`,
  fair_play: msg`Fair Play Award`,
  comeback: msg`Comeback Player of the Year`,
  best_shot: msg`Shot of the Year`,
}

export const ENTRY_STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  active: msg`Played`,
  WD: msg`Withdrew`,
  RTD: msg`Retired`,
  DQ: msg`Disqualified`,
  DNS: msg`Did not start`,
}
