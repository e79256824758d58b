import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { useTourStore } from '@/stores/tour'
import { MobileMenu } from './mobile-menu'
import { TourTabs } from './tour-tabs'
import { VisuallyHidden } from '@/components/ui/visually-hidden'

const MENU_ID = 'mobile-full-menu'

/** Phones: tour-home button, logo, MY icon and the menu toggle; the swipe strip of tours below. */
export function MobileHeader() {
  const { t } = useLingui()
  const tourId = useTourStore((s) => s.tourId)
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const href = useRouterState({ select: (s) => s.location.href })
  const close = useCallback(() => setOpen(false), [])

  // Any navigation (a link, the back button) closes the menu.
  useEffect(() => close(), [href, close])

  return (
    <div className="mobile-header">
      <div className="mobile-header__bar">
        <PortalLink to={paths.tourHome(tourId)} className="icon-btn" aria-label={t`Tour home`}>
          <Icon name="flag" />
        </PortalLink>
        <PortalLink to={paths.applicationList} className="mobile-header__logo" title={t`Tournament application list`}>
          <Logo />
        </PortalLink>
        <div className="mobile-header__end">
          <PortalLink to={paths.myPage} className="icon-btn" aria-label={t`My page`}>
            <Icon name="user" />
          </PortalLink>
          <button
            ref={toggleRef}
            type="button"
            className="icon-btn"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((v) => !v)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            <VisuallyHidden>
              <Trans>Full menu</Trans>
            </VisuallyHidden>
          </button>
        </div>
      </div>
      <TourTabs variant="swipe" />
      {open ? <MobileMenu id={MENU_ID} onClose={close} /> : null}
    </div>
  )
}
