import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { StatRow } from './stats-table'

/**
 * Loaded on demand (recharts is large). Columns for the age groups, horizontal bars for the regions. The
 * chart is one labelled image; the figures are in the table beside it.
 */
export default function StatsChart({
  rows,
  layout,
  label,
}: {
  rows: StatRow[]
  layout: 'columns' | 'bars'
  label: string
}) {
  const bars = layout === 'bars'
  const height = bars ? Math.max(220, rows.length * 30 + 40) : 260
  return (
    <div className="member-stats__chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        {bars ? (
          <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} fontSize={11} />
            <YAxis type="category" dataKey="label" width={110} fontSize={12} tickLine={false} />
            <Bar dataKey="count" fill="var(--color-primary)" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              <LabelList dataKey="count" position="right" fontSize={11} />
            </Bar>
          </BarChart>
        ) : (
          <BarChart data={rows} margin={{ top: 20, right: 8, bottom: 4, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} tickLine={false} interval={0} tick={{ width: 52 }} height={40} />
            <YAxis allowDecimals={false} fontSize={11} />
            <Bar dataKey="count" fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false}>
              <LabelList dataKey="count" position="top" fontSize={11} />
            </Bar>
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  )
}
