import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, type MouseEvent } from 'react'
import { MAIN_TOUR_IDS, tourName } from '@domain/tours'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { useFocusTrap } from '@/components/ui/use-focus-trap'
import { useScrollLock } from '@/components/ui/use-scroll-lock'
import { paths } from '@/lib/portal-paths'
import { NAV_SECTIONS, POLICY_LINKS, navKey, visibleLinks } from '../nav'
import { NavEntry } from './nav-entry'
import { AuthActions } from './auth-actions'
import { HeaderSearch } from './header-search'
import { LanguageSwitch } from './language-switch'
import { VisuallyHidden } from '@/components/ui/visually-hidden'

interface MobileMenuProps {
  id: string
  onClose: () => void
}

/** The slide-out full menu: a modal panel (focus kept inside, Escape closes, page scroll locked). */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const { t, i18n } = useLingui()
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, true, onClose)
  useScrollLock(true)

  // A tapped link closes the menu at once, also in app mode where the host navigates instead; so does
  // an entry that opens elsewhere (the academy) or a popup over the page (data-closes-menu).
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, [data-closes-menu]')) onClose()
  }

  return (
    <div className="drawer-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panelRef}
        id={id}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t`Full menu`}
        onClick={closeOnLink}
      >
        <div className="drawer__head">
          <PortalLink to={paths.home} className="drawer__logo">
            <Logo />
          </PortalLink>
          <button type="button" className="icon-btn" onClick={onClose}>
            <Icon name="close" />
            <VisuallyHidden>
              <Trans>Close menu</Trans>
            </VisuallyHidden>
          </button>
        </div>
        <AuthActions className="drawer__auth" itemClassName="btn btn--sm" />
        <HeaderSearch className="drawer__search" onSearched={onClose} />
        <section className="drawer__section" aria-labelledby={`${id}-tours`}>
          <h2 id={`${id}-tours`} className="drawer__heading">
            <Trans>Choose a tour</Trans>
          </h2>
          <ul role="list" className="drawer__tours">
            {MAIN_TOUR_IDS.map((tourId) => (
              <li key={tourId} style={tourStyle(tourId)}>
                <PortalLink to={paths.tourHome(tourId)} className="drawer__tour">
                  <span className="tour-dot" aria-hidden="true" />
                  {tourName(tourId, i18n.locale)}
                </PortalLink>
              </li>
            ))}
          </ul>
        </section>
        {NAV_SECTIONS.map((section) => (
          <section key={section.id} className="drawer__section" aria-labelledby={`${id}-${section.id}`}>
            <h2 id={`${id}-${section.id}`} className="drawer__heading">
              {i18n._(section.label)}
            </h2>
            <ul role="list" className="drawer__links">
              {visibleLinks(section.links, i18n.locale).map((link) => (
                <li key={navKey(link)}>
                  <NavEntry item={link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ul role="list" className="drawer__sublist">
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <PortalLink to={link.to}>{i18n._(link.label)}</PortalLink>
            </li>
          ))}
        </ul>
        <div className="drawer__foot">
          <Icon name="globe" />
          <LanguageSwitch tone="light" />
        </div>
      </div>
    </div>
  )
}
