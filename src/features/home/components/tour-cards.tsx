import { Trans } from '@lingui/react/macro'
import { MAIN_TOUR_IDS } from '@domain/tours'
import { TourCard } from './tour-card'

export function TourCards() {
  return (
    <section className="section" aria-labelledby="tours-title">
      <div className="container">
        <div className="section__head">
          <div>
            <p className="eyebrow">
              <Trans>Tours</Trans>
            </p>
            <h2 id="tours-title" className="section__title">
              <Trans>Tours of the association</Trans>
            </h2>
            <p className="section__lead">
              <Trans>From the main tour to the juniors: every tour the association runs.</Trans>
            </p>
          </div>
        </div>
        <div className="tour-cards">
          {MAIN_TOUR_IDS.map((id) => (
            <TourCard key={id} tourId={id} />
          ))}
        </div>
      </div>
    </section>
  )
}
