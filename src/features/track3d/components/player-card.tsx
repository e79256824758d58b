import { Trans, useLingui } from '@lingui/react/macro'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { ballLocation } from '@domain/codes/ball-location'
import { formatToPar } from '@/lib/board-format'
import type { ShotTrail } from '../shot-trail'
import './player-card.css'

/** The selected player: place, score, and his latest tracked hole stroke by stroke. */
export function PlayerCard({
  row,
  trail,
  onClose,
}: {
  row: LeaderboardRowDto
  trail: ShotTrail | null
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const lie = (code: number) => (i18n.locale === 'en' ? ballLocation(code).en : ballLocation(code).ko)
  const hole = trail?.hole
  const thru = row.thru ?? '–'
  return (
    <section className="t3d-panel t3d-player" aria-label={t`Selected player`} data-testid="player-card">
      <header className="t3d-player__head">
        <span className="t3d-player__pos">{row.position}</span>
        <strong className="t3d-player__name">{row.name}</strong>
        <span className="t3d-player__par">{formatToPar(row.toPar)}</span>
        <button type="button" className="t3d-player__close" onClick={onClose} aria-label={t`Clear the selection`}>
          ×
        </button>
      </header>
      <p className="t3d-player__meta">
        {t`Today ${formatToPar(row.today)}`} · {t`Thru ${thru}`}
      </p>
      {trail ? (
        <>
          <h3 className="t3d-player__sub">{t`Hole ${hole}, shot by shot`}</h3>
          <ol className="t3d-player__shots">
            {trail.shots.map((s) => (
              <li key={s.shotNo}>
                <span className="t3d-player__shotno">{s.shotNo}</span>
                <span>{lie(s.resultLie)}</span>
                <span className="t3d-player__dist">{t`${s.distanceM.toFixed(0)} m`}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="t3d-player__meta">
          <Trans>No tracked shots for this player in this round yet.</Trans>
        </p>
      )}
    </section>
  )
}
