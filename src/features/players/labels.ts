import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Names of the codes the player API answers (decision 0026), in both languages. */

export const SPECIALTY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  driver: msg`Driver`,
  iron: msg`Iron play`,
  short_game: msg`Short game`,
  putting: msg`Putting`,
  bunker: msg`Bunker play`,
  course_management: msg`Course management`,
}

export const MILITARY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  completed: msg`Service completed`,
  exempt: msg`Exempt from service`,
  serving: msg`Currently serving`,
  pending: msg`Not yet served`,
}

export const AWARD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  popularity: msg`Popularity Award`,
  fair_play: msg`Fair Play Award`,
  comeback: msg`Comeback Player of the Year`,
  best_shot: msg`Shot of the Year`,
}
