import type { TourId } from '@domain/tours'
import { tourStyle } from '@/components/ui/tour-style'
import { RankingLeaders } from './ranking-leaders'
import { RecentResults } from './recent-results'
import { ScheduleStrip } from './schedule-strip'
import { TourMedia } from './tour-media'
import { TourNow } from './tour-now'
import './tour-digest.css'

/**
 * What a fan checks first on a tour's front page, from the read API: the live (or next) tournament with a
 * compact board, the rankings leaders, the latest results, the tour's news and photos (the media library,
 * decision 0036) and the season strip.
 */
export function TourDigest({ tourId }: { tourId: TourId }) {
  return (
    <div className="tour-digest" style={tourStyle(tourId)}>
      <div className="container tour-digest__top">
        <TourNow tourId={tourId} />
        <RankingLeaders tourId={tourId} />
      </div>
      <div className="container">
        <RecentResults tourId={tourId} />
      </div>
      <div className="container">
        <TourMedia tourId={tourId} />
      </div>
      <ScheduleStrip tourId={tourId} />
    </div>
  )
}
