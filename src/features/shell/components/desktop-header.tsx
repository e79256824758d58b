import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { useTourStore } from '@/stores/tour'
import { AcademyButton } from './academy-button'
import { AuthActions } from './auth-actions'
import { HeaderSearch } from './header-search'
import { LanguageSwitch } from './language-switch'
import { TourTabs } from './tour-tabs'

/** Wide screens: a utility bar (home, login/MY, language) above the logo, tour tabs and search. */
export function DesktopHeader() {
  const { t } = useLingui()
  const tourId = useTourStore((s) => s.tourId)
  return (
    <div className="desktop-header">
      <div className="utility-bar">
        <div className="container utility-bar__inner">
          <nav className="utility-bar__links" aria-label={t`Portal`}>
            <PortalLink to={paths.home} className="utility-bar__link">
              <Icon name="home" />
              <Trans>Portal home</Trans>
            </PortalLink>
            <PortalLink to={paths.about('about')} className="utility-bar__link">
              <Trans>About the association</Trans>
            </PortalLink>
            <AcademyButton className="utility-bar__link" icon>
              <Trans>Academy</Trans>
            </AcademyButton>
          </nav>
          <div className="utility-bar__actions">
            <AuthActions className="auth-actions" itemClassName="utility-bar__link" />
            <LanguageSwitch tone="dark" />
          </div>
        </div>
      </div>
      <div className="main-bar">
        <div className="container main-bar__inner">
          {/* The header logo opens the tournament application list (docs/requirements/content.md#con-1). */}
          <PortalLink to={paths.applicationList} className="main-bar__logo" title={t`Tournament application list`}>
            <Logo />
          </PortalLink>
          <TourTabs variant="desktop" />
          <HeaderSearch className="main-bar__search" />
          <PortalLink to={paths.tourHome(tourId)} className="btn btn--primary main-bar__tour-home">
            <Icon name="flag" />
            <Trans>Tour home</Trans>
          </PortalLink>
        </div>
      </div>
    </div>
  )
}
