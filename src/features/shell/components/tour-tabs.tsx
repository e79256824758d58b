import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { MAIN_TOUR_IDS, tourName } from '@domain/tours'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { paths } from '@/lib/portal-paths'
import { useTourStore } from '@/stores/tour'

/** The phone header (and its swipe strip) shows below this width: mobile-header.css. */
const MOBILE_HEADER_QUERY = '(max-width: 1199px)'

interface TourTabsProps {
  /** desktop: the header's tabs; swipe: the phone's horizontally scrolling strip. */
  variant: 'desktop' | 'swipe'
}

/** One tab per main tour, in the tour's colour; the active one follows the URL's tourId. */
export function TourTabs({ variant }: TourTabsProps) {
  const { t, i18n } = useLingui()
  const tourId = useTourStore((s) => s.tourId)
  const listRef = useRef<HTMLUListElement>(null)

  // On a phone the active tour may sit off-screen in the strip: bring it into view. Only where the strip
  // shows (mobile-header.css): scrollIntoView forces a layout of the whole page, which on a desktop's
  // first load cost ~180 ms of main thread at 4× CPU throttling before the first paint, for nothing.
  useEffect(() => {
    if (variant !== 'swipe' || !window.matchMedia?.(MOBILE_HEADER_QUERY).matches) return
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' })
  }, [variant, tourId])

  return (
    <nav className={`tour-tabs tour-tabs--${variant}`} aria-label={variant === 'desktop' ? t`Tours` : t`Tours (swipe)`}>
      <ul ref={listRef} role="list" className="tour-tabs__list">
        {MAIN_TOUR_IDS.map((id) => (
          <li key={id} style={tourStyle(id)}>
            <PortalLink
              to={paths.tourHome(id)}
              className="tour-tabs__link"
              aria-current={id === tourId ? 'true' : undefined}
            >
              <span className="tour-dot" aria-hidden="true" />
              {tourName(id, i18n.locale, true)}
            </PortalLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
