import { useLingui } from '@lingui/react/macro'
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { GameStatsDto } from '@contract/game-insights'

/** Loaded on demand (recharts): the field's scoring average round by round. */
export default function ScoringChart({ rounds }: { rounds: GameStatsDto['rounds'] }) {
  const { t } = useLingui()
  const data = rounds
    .filter((r) => r.scoringAverage !== null)
    .map((r) => ({ round: t`Round ${r.round}`, average: r.scoringAverage }))
  if (data.length === 0) return null
  const values = data.map((d) => d.average ?? 0)
  const low = Math.floor(Math.min(...values) - 1)
  const high = Math.ceil(Math.max(...values) + 1)
  return (
    <figure className="card stats-card">
      <figcaption className="game-subtitle">{t`Scoring average by round`}</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="round" tickLine={false} fontSize={12} />
          <YAxis domain={[low, high]} allowDecimals={false} fontSize={12} />
          <Tooltip formatter={(v) => (typeof v === 'number' ? v.toFixed(2) : String(v))} />
          <Bar dataKey="average" name={t`Scoring average`} fill="#1c6b48" isAnimationActive={false}>
            <LabelList
              dataKey="average"
              position="top"
              fontSize={12}
              formatter={(v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '')}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  )
}
