import { Trans } from '@lingui/react/macro'

export interface StatRow {
  key: string
  label: string
  count: number
}

/** The figures behind a chart, as a real table: members and share of the total. */
export function StatsTable({
  caption,
  head,
  rows,
  total,
  format,
}: {
  caption: string
  head: string
  rows: StatRow[]
  total: number
  format: (n: number) => string
}) {
  return (
    <div className="doc-table-wrap member-stats__table" role="region" aria-label={caption} tabIndex={0}>
      <table className="doc-table doc-table--compact">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col" className="doc-table__num">
              <Trans>Number of members</Trans>
            </th>
            <th scope="col" className="doc-table__num">
              <Trans>Share</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className="doc-table__num">{format(r.count)}</td>
              <td className="doc-table__num">{total > 0 ? `${((r.count / total) * 100).toFixed(1)}%` : '–'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td className="doc-table__num">{format(total)}</td>
            <td className="doc-table__num">100%</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
