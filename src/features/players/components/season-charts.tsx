import { Trans, useLingui } from '@lingui/react/macro'
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { SeasonStatDto } from '@contract/player'

type StatKey = 'scoringAverage' | 'drivingDistance' | 'drivingAccuracy' | 'greensInRegulation' | 'puttsPerRound'

/** Loaded on demand (recharts is ~100 KB): one small line chart a statistic, seasons on the x axis. */
export default function SeasonCharts({ seasons }: { seasons: SeasonStatDto[] }) {
  const { t } = useLingui()
  const charts: Array<{ key: StatKey; title: string; unit: string; digits: number; reversed?: boolean }> = [
    { key: 'scoringAverage', title: t`Scoring average`, unit: t`strokes`, digits: 2, reversed: true },
    { key: 'drivingDistance', title: t`Driving distance`, unit: t`yards`, digits: 1 },
    { key: 'drivingAccuracy', title: t`Driving accuracy`, unit: '%', digits: 1 },
    { key: 'greensInRegulation', title: t`Greens in regulation`, unit: '%', digits: 1 },
    { key: 'puttsPerRound', title: t`Putts per round`, unit: t`putts`, digits: 2, reversed: true },
  ]
  const data = seasons.map((s) => ({ ...s, label: String(s.season) }))
  // Seasons imported as totals have a scoring average but no hole statistics: say so once.
  const holeSeasons = data.filter((d) => d.greensInRegulation !== null)
  const partial = holeSeasons.length > 0 && holeSeasons.length < data.length ? holeSeasons[0]!.season : null
  return (
    <div className="stat-charts">
      {charts.map((c) => {
        const points = data.filter((d) => d[c.key] !== null)
        const latest = points[points.length - 1]
        return (
          <figure
            key={c.key}
            className={
              points.length < 2
                ? 'stat-chart stat-chart--single'
                : c.key === 'scoringAverage'
                  ? 'stat-chart stat-chart--wide'
                  : 'stat-chart'
            }
          >
            <figcaption>
              <span>{c.title}</span>
              {latest ? (
                <strong>
                  {latest[c.key]!.toFixed(c.digits)} <small>{c.unit}</small>
                </strong>
              ) : null}
            </figcaption>
            {points.length >= 2 ? (
              <ResponsiveContainer width="100%" height={170}>
                <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tickLine={false} fontSize={11} minTickGap={12} />
                  <YAxis
                    fontSize={11}
                    domain={['auto', 'auto']}
                    reversed={c.reversed ?? false}
                    tickFormatter={(v: number) => String(Number(v.toFixed(c.digits)))}
                    width={48}
                  />
                  <Tooltip
                    formatter={(v) => (typeof v === 'number' ? `${v.toFixed(c.digits)} ${c.unit}` : String(v))}
                  />
                  <Line
                    type="linear"
                    dataKey={c.key}
                    name={c.title}
                    stroke="var(--tour-color)"
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    connectNulls={false}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            ) : latest ? (
              // One season is no trend: the number alone says it.
              <p className="muted stat-chart__none">{t`${latest.season} season`}</p>
            ) : (
              <p className="muted stat-chart__none">
                <Trans>Not recorded for these seasons (only round totals are stored).</Trans>
              </p>
            )}
          </figure>
        )
      })}
      {partial !== null ? (
        <p className="muted stat-charts__note">
          <Trans>Hole statistics are kept from the {partial} season; earlier seasons keep round totals only.</Trans>
        </p>
      ) : null}
    </div>
  )
}
