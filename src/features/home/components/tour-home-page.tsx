import { useLingui } from '@lingui/react/macro'
import { tourName, type TourId } from '@domain/tours'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { OtherTours } from './other-tours'
import { TourDigest } from './tour-digest'
import { TourHero } from './tour-hero'
import { TourHighlights } from './tour-highlights'
import { TourSectionNav } from './tour-section-nav'
import '../tour-home.css'

/** /tours/home/?tourId: the tour's front page, its digest (with the tour's news and photos) first. */
export function TourHomePage({ tourId }: { tourId: TourId }) {
  const { i18n } = useLingui()
  useDocumentTitle(tourName(tourId, i18n.locale))
  return (
    <>
      <TourHero tourId={tourId} />
      <TourSectionNav tourId={tourId} />
      <TourDigest tourId={tourId} />
      <div className="container tour-home__body">
        <TourHighlights tourId={tourId} />
        <OtherTours tourId={tourId} />
      </div>
    </>
  )
}
