/**
 * The apply pages' words (docs/requirements/tournament-applications.md): the tour filter, the window's badge (APP-4),
 * why a member cannot apply (APP-6, docs/decisions/0081-application-eligibility.md) and an application's state (APP-8).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplyRefusal, ApplyTourFilter } from '@contract/game-apply'
import type { ApplicationWindow } from '@domain/applications/window'
import { tourName } from '@domain/tours'

/** A tab of the tour filter: the tours' own names (domain/tours.ts), "All" and "Other" in the catalog. */
export function tourFilterLabel(i18n: I18n, filter: ApplyTourFilter): string {
  if (filter === 'all') return i18n._(msg`All`)
  if (filter === 'etc') return i18n._(msg`Other`)
  return tourName(Number(filter), i18n.locale)
}

export type WindowBadge = ApplicationWindow | 'closed' | 'none'

/** Status 4 (registration closed) says so rather than "application ended" (APP-4, TR-5). */
export const windowBadge = (window: ApplicationWindow | null, gameStatus: number): WindowBadge =>
  gameStatus === 4 ? 'closed' : (window ?? 'none')

export const WINDOW_LABELS: Readonly<Record<WindowBadge, MessageDescriptor>> = {
  planned: msg`Planned to apply`,
  open: msg`Applying`,
  ended: msg`Application ended`,
  closed: msg`Registration closed`,
  none: msg`No applications`,
}

export const REFUSAL_LABELS: Readonly<Record<ApplyRefusal, MessageDescriptor>> = {
  login: msg`Please log in to apply.`,
  not_member: msg`Only association members can apply for tournaments.`,
  class: msg`This tournament is not open to your membership class.`,
  age: msg`This tournament is for members aged 50 or more on its first day.`,
  not_qualified: msg`The finals are for members who passed a tryout of this season.`,
  standing: msg`Your membership standing does not allow applying now. Please contact the association.`,
  discipline: msg`You cannot apply while a disciplinary measure is in force.`,
  dues_unpaid: msg`Your dues must be fully paid before you apply.`,
  entrance_fee_unpaid: msg`Your entrance fee must be fully paid before you apply.`,
  not_open_yet: msg`Applications for this tournament have not opened yet.`,
  ended: msg`Applications for this tournament have ended.`,
  already_applied: msg`You have already applied for this tournament.`,
}
