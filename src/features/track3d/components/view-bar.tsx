import { useLingui } from '@lingui/react/macro'
import type { TrackView } from '../track3d-search'
import './view-bar.css'

interface ViewBarProps {
  view: TrackView
  hole: number
  canFollow: boolean
  onView: (view: TrackView) => void
  onHole: (hole: number) => void
}

/** Camera presets: the whole course, one hole (with the previous and next hole), following the selection. */
export function ViewBar({ view, hole, canFollow, onView, onHole }: ViewBarProps) {
  const { t } = useLingui()
  const step = (d: number) => onHole(((hole - 1 + d + 18) % 18) + 1)
  return (
    <nav className="t3d-panel t3d-views" aria-label={t`Camera`}>
      <button type="button" aria-pressed={view === 'course'} onClick={() => onView('course')}>
        {t`Course`}
      </button>
      <div className="t3d-views__hole" role="group" aria-label={t`Hole view`}>
        <button type="button" className="t3d-views__step" aria-label={t`Previous hole`} onClick={() => step(-1)}>
          ‹
        </button>
        <button type="button" aria-pressed={view === 'hole'} onClick={() => onView('hole')}>
          {t`Hole ${hole}`}
        </button>
        <button type="button" className="t3d-views__step" aria-label={t`Next hole`} onClick={() => step(1)}>
          ›
        </button>
      </div>
      <button
        type="button"
        aria-pressed={view === 'follow'}
        disabled={!canFollow}
        onClick={() => onView('follow')}
        title={canFollow ? undefined : t`Choose a player to follow`}
      >
        {t`Follow group`}
      </button>
    </nav>
  )
}
