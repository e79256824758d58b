import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TourId } from '@domain/tours'
import { paths, tourHas } from '@/lib/portal-paths'

export interface TourPage {
  key: string
  label: MessageDescriptor
  to: string
}

/**
 * The pages a tour has (docs/requirements/tours-and-records.md#tr-17, #tr-22 and docs/requirements/content.md#con-7
 * list which tours have records, players, photos and videos).
 */
export function tourPages(tourId: TourId): TourPage[] {
  const pages: (TourPage | false)[] = [
    { key: 'home', label: msg`Tour home`, to: paths.tourHome(tourId) },
    { key: 'schedule', label: msg`Schedule`, to: paths.schedule(tourId) },
    { key: 'leaderboard', label: msg`Leaderboard`, to: paths.leaderboard(tourId) },
    tourHas.records(tourId) && { key: 'records', label: msg`Records`, to: paths.records(tourId) },
    tourHas.players(tourId) && { key: 'players', label: msg`Players`, to: paths.players(tourId) },
    tourHas.videos(tourId) && { key: 'videos', label: msg`Videos`, to: paths.videos(tourId) },
    tourHas.photos(tourId) && { key: 'photos', label: msg`Photos`, to: paths.photos(tourId) },
    tourId === 54 && { key: 'selection', label: msg`Membership selection`, to: paths.openSelection },
    { key: 'notices', label: msg`Notices`, to: paths.notices(tourId) },
  ]
  return pages.filter((p): p is TourPage => p !== false)
}
