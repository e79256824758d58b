import { useLingui } from '@lingui/react/macro'
import type { HoleStatDto } from '@contract/game-records'
import { formatToPar } from '../format'
import { distribution } from './hole-distribution'

/** Per hole: par, yards, average, difficulty rank and how the field scored it. */
export function HoleStatsTable({ holes }: { holes: HoleStatDto[] }) {
  const { t } = useLingui()
  return (
    <div className="game-table-wrap" role="region" aria-label={t`Hole statistics`} tabIndex={0}>
      <table className="game-table hole-stats">
        <caption className="visually-hidden">{t`Hole statistics`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Hole`}</th>
            <th scope="col">{t`Par`}</th>
            <th scope="col">{t`Yards`}</th>
            <th scope="col">{t`Average`}</th>
            <th scope="col">{t`To par`}</th>
            <th scope="col">{t`Difficulty`}</th>
            <th scope="col" className="num--eagle">{t`Eagles or better`}</th>
            <th scope="col" className="num--birdie">{t`Birdies`}</th>
            <th scope="col">{t`Pars`}</th>
            <th scope="col" className="num--bogey">{t`Bogeys`}</th>
            <th scope="col" className="num--double">{t`Double bogeys or worse`}</th>
          </tr>
        </thead>
        <tbody>
          {holes.map((h) => {
            const d = distribution(h.counts)
            return (
              <tr key={h.hole}>
                <th scope="row">{h.hole}</th>
                <td>{h.par}</td>
                <td>{h.yards}</td>
                <td>{h.averageStrokes === null ? '–' : h.averageStrokes.toFixed(3)}</td>
                <td className={h.averageToPar !== null && h.averageToPar > 0 ? 'num--over' : 'num--under'}>
                  {formatToPar(h.averageToPar, 3)}
                </td>
                <td>{h.difficultyRank ?? '–'}</td>
                <td>{d.eagles}</td>
                <td>{d.birdies}</td>
                <td>{d.pars}</td>
                <td>{d.bogeys}</td>
                <td>{d.doubles}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
