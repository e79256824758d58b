import { useLingui } from '@lingui/react/macro'
import type { GameStatsDto, StatLeaderDto } from '@contract/game-insights'
import { Flag } from '@/components/ui/flag'
import { localName } from '../format'

function Leaders({ title, rows, unit }: { title: string; rows: StatLeaderDto[]; unit: (v: number) => string }) {
  const { t, i18n } = useLingui()
  return (
    <div className="card stats-card">
      <h3 className="game-subtitle">{title}</h3>
      {rows.length === 0 ? (
        <p className="game-note">{t`Not measured at this event.`}</p>
      ) : (
        <ol className="stats-list stats-list--ranked">
          {rows.map((r) => (
            <li key={r.playerId}>
              <span className="stats-list__who">
                <Flag code={r.country} /> {localName(r, i18n.locale)}
              </span>
              <strong>{unit(r.value)}</strong>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/** This event's leaders off the tee, to the green and on it. */
export function StatLeaders({ leaders, minHoles }: { leaders: GameStatsDto['leaders']; minHoles: number }) {
  const { t } = useLingui()
  return (
    <div>
      <h3 className="game-subtitle">{t`Leaders at this event`}</h3>
      <div className="stats-grid stats-grid--three">
        <Leaders title={t`Driving distance`} rows={leaders.drivingDistance} unit={(v) => t`${v.toFixed(1)} yd`} />
        <Leaders title={t`Greens in regulation`} rows={leaders.greensInRegulation} unit={(v) => `${v.toFixed(1)}%`} />
        <Leaders title={t`Putts per round`} rows={leaders.puttsPerRound} unit={(v) => v.toFixed(2)} />
      </div>
      <p className="game-note">{t`Players with at least ${minHoles} holes played.`}</p>
    </div>
  )
}
