import { Trans, useLingui } from '@lingui/react/macro'
import { MAIN_TOUR_IDS, tourName, type TourId } from '@domain/tours'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { paths } from '@/lib/portal-paths'

export function OtherTours({ tourId }: { tourId: TourId }) {
  const { i18n } = useLingui()
  return (
    <section className="other-tours" aria-labelledby="other-tours-title">
      <h2 id="other-tours-title" className="other-tours__title">
        <Trans>Other tours</Trans>
      </h2>
      <ul role="list" className="chip-list">
        {MAIN_TOUR_IDS.filter((id) => id !== tourId).map((id) => (
          <li key={id} style={tourStyle(id)}>
            <PortalLink to={paths.tourHome(id)} className="chip chip--tour">
              <span className="tour-dot" aria-hidden="true" />
              {tourName(id, i18n.locale)}
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
