import { useLingui } from '@lingui/react/macro'
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { HoleStatDto } from '@contract/game-records'
import { distribution } from './hole-distribution'

// The score colours of the scorecard (tokens in game.css), so a chart reads like the cards.
const COLOURS = { eagles: '#b7791f', birdies: '#c0362c', pars: '#98a2b3', bogeys: '#1f6fb2', doubles: '#0b2e59' }

/** Loaded on demand (recharts is ~100 KB): the field's scores per hole, and each hole's average to par. */
export default function HoleStatsCharts({ holes }: { holes: HoleStatDto[] }) {
  const { t } = useLingui()
  const data = holes.map((h) => ({ hole: String(h.hole), ...distribution(h.counts), toPar: h.averageToPar ?? 0 }))
  const names = {
    eagles: t`Eagles or better`,
    birdies: t`Birdies`,
    pars: t`Pars`,
    bogeys: t`Bogeys`,
    doubles: t`Double bogeys or worse`,
  }
  return (
    <div className="hole-charts">
      <figure className="hole-chart card">
        <figcaption>{t`Scores per hole`}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="hole" tickLine={false} fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
            {(Object.keys(COLOURS) as (keyof typeof COLOURS)[]).map((key) => (
              <Bar
                key={key}
                dataKey={key}
                name={names[key]}
                stackId="scores"
                fill={COLOURS[key]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="hole-chart card">
        <figcaption>{t`Average to par per hole`}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="hole" tickLine={false} fontSize={12} />
            <YAxis fontSize={12} tickFormatter={(v: number) => v.toFixed(2)} />
            <Tooltip formatter={(v) => (typeof v === 'number' ? v.toFixed(3) : String(v))} />
            <Bar dataKey="toPar" name={t`Average to par`} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.hole} fill={d.toPar > 0 ? COLOURS.bogeys : COLOURS.birdies} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  )
}
