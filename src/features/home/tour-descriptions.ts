import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TourId } from '@domain/tours'

/** One line per tour for cards and tour heroes; names themselves come from domain/tours.ts. */
const DESCRIPTIONS: Readonly<Record<number, MessageDescriptor>> = {
  11: msg`The association's flagship tour, where the country's best professionals compete for the season title.`,
  12: msg`The second-tier tour where rising professionals earn their place on the main tour.`,
  13: msg`The seniors tour, where experienced professionals aged 50 and over keep competing.`,
  20: msg`The winter tour that keeps professionals competing through the off-season.`,
  54: msg`Trials and qualifying stages for professional membership of the association.`,
  75: msg`The junior tour that brings on the next generation of professional golfers.`,
}

const OTHER = msg`Tournaments and events organised by the association outside the main tours.`

export function tourDescription(tourId: TourId): MessageDescriptor {
  return DESCRIPTIONS[tourId] ?? OTHER
}
