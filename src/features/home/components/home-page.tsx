import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { AboutStrip } from './about-strip'
import { AppBroadcast } from './app-broadcast'
import { HomeHero } from './home-hero'
import { MemberQuickLinks } from './member-quick-links'
import { TourCards } from './tour-cards'
import '../home-hero.css'
import '../home-sections.css'

/**
 * The portal's front page. Latest results and news join it when their API issues land (each as a
 * query-driven section placed after the quick links); until then nothing stands in for them.
 */
export function HomePage() {
  const { t } = useLingui()
  useDocumentTitle(t`Professional golf association portal`)
  return (
    <>
      <HomeHero />
      <MemberQuickLinks />
      <TourCards />
      <AboutStrip />
      <AppBroadcast />
    </>
  )
}
