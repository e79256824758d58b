import { useLingui } from '@lingui/react/macro'
import type { TourId } from '@domain/tours'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { tourPages } from '../tour-pages'

/** The tour's own menu, right under its banner; "Tour home" is the current page here. */
export function TourSectionNav({ tourId }: { tourId: TourId }) {
  const { t, i18n } = useLingui()
  return (
    <nav className="tour-nav" style={tourStyle(tourId)} aria-label={t`Tour menu`}>
      <ul role="list" className="container tour-nav__list">
        {tourPages(tourId).map((page) => (
          <li key={page.key}>
            <PortalLink to={page.to} className="tour-nav__link" aria-current={page.key === 'home' ? 'page' : undefined}>
              {i18n._(page.label)}
            </PortalLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
