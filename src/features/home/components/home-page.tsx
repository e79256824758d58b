import { useLingui } from '@lingui/react/macro'
import { DEFAULT_TOUR_ID } from '@domain/tours'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { AboutStrip } from './about-strip'
import { AppBroadcast } from './app-broadcast'
import { HomeHero } from './home-hero'
import { MemberQuickLinks } from './member-quick-links'
import { TourCards } from './tour-cards'
import { TourDigest } from './tour-digest'
import '../home-hero.css'
import '../home-sections.css'

/**
 * The portal's front page: the main tour's digest (live board, leaders, results, news and photos, season
 * strip) after the quick links.
 */
export function HomePage() {
  const { t } = useLingui()
  useDocumentTitle(t`Professional golf association portal`)
  return (
    <>
      <HomeHero />
      <MemberQuickLinks />
      <TourDigest tourId={DEFAULT_TOUR_ID} />
      <TourCards />
      <AboutStrip />
      <AppBroadcast />
    </>
  )
}
