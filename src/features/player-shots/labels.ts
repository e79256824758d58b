import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ShotTab } from '@domain/shots/notable'

export const TAB_LABELS: Readonly<Record<ShotTab, MessageDescriptor>> = {
  all: msg`All`,
  holeInOne: msg`Holes in one`,
  eagle: msg`Eagles`,
  chipIn: msg`Chip-ins`,
  longDrive: msg`Long drives`,
}

/** One card's kind, in the singular. */
export const KIND_LABELS: Readonly<Record<Exclude<ShotTab, 'all'>, MessageDescriptor>> = {
  holeInOne: msg`Hole in one`,
  eagle: msg`Eagle`,
  chipIn: msg`Chip-in`,
  longDrive: msg`Long drive`,
}

/** Metres to whole yards (the portal shows hole and drive lengths in yards). */
export const yards = (m: number) => Math.round(m / 0.9144)
