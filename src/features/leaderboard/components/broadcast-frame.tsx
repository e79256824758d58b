import { Trans, useLingui } from '@lingui/react/macro'
import { tourName, type TourId } from '@domain/tours'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import '../leaderboard.css'

interface BroadcastFrameProps {
  tourId: TourId
  /** board: the on-air leaderboard; track3d: the 3D ball-track view. */
  kind: 'board' | 'track3d'
}

/** What partners put on air. Full-bleed, no site chrome, readable from across a studio. */
export function BroadcastFrame({ tourId, kind }: BroadcastFrameProps) {
  const { t, i18n } = useLingui()
  const name = tourName(tourId, i18n.locale)
  useDocumentTitle(kind === 'board' ? t`Live leaderboard` : t`3D track`)
  return (
    <div className="broadcast" style={tourStyle(tourId)}>
      <div className="broadcast__bar">
        <Logo inverse className="broadcast__logo" />
        <span className="broadcast__tour">
          <span className="tour-dot" aria-hidden="true" />
          {name}
        </span>
        <h1 className="broadcast__label">
          {kind === 'board' ? <Trans>Live leaderboard</Trans> : <Trans>3D track</Trans>}
        </h1>
      </div>
      <div className="broadcast__stage" role="status">
        <span className="broadcast__icon">
          <Icon name="broadcast" />
        </span>
        <p className="broadcast__message">
          <Trans>The live board appears here when a round is in play.</Trans>
        </p>
        <p className="broadcast__sub">
          <Trans>No round is in play on this tour right now.</Trans>
        </p>
      </div>
    </div>
  )
}
