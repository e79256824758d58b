import { Trans, useLingui } from '@lingui/react/macro'
import type { CourseHoleDto } from '@contract/game-course'
import type { HoleScoring } from '../hole-stats'
import './hole-card.css'

/** Par, length and how the field has played the hole this round (mean strokes and against par). */
export function HoleCard({ hole, scoring }: { hole: CourseHoleDto; scoring: HoleScoring }) {
  const { t } = useLingui()
  const number = hole.hole
  const average = scoring.average
  const diff = average === null ? null : average - hole.par
  const diffText = diff === null ? '' : `${diff > 0 ? '+' : diff < 0 ? '−' : '±'}${Math.abs(diff).toFixed(2)}`
  return (
    <section className="t3d-panel t3d-hole" aria-label={t`Hole ${number}`}>
      <div className="t3d-hole__number">
        <small>{t`Hole`}</small>
        <strong>{hole.hole}</strong>
      </div>
      <dl className="t3d-hole__facts">
        <div>
          <dt>{t`Par`}</dt>
          <dd>{hole.par}</dd>
        </div>
        <div>
          <dt>{t`Yards`}</dt>
          <dd>{hole.yards}</dd>
        </div>
        <div>
          <dt>{t`Round avg`}</dt>
          <dd>
            {average === null ? '–' : average.toFixed(2)}
            {diff !== null ? (
              <span className={diff > 0 ? 't3d-hole__over' : 't3d-hole__under'}> {diffText}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t`Index`}</dt>
          <dd>{hole.handicap}</dd>
        </div>
      </dl>
      <p className="t3d-hole__note">
        <Trans>{scoring.played} players have finished this hole today</Trans>
      </p>
    </section>
  )
}
