import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ContentBlock } from '@contract/content'
import { formatWon } from '@/lib/money'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

/**
 * A table that may be wider than a phone: it scrolls sideways in a region a keyboard can focus
 * (and a screen reader names by the caption).
 */
function ScrollTable({
  caption,
  head,
  children,
  narrow = false,
}: {
  caption: string
  head: ReactNode
  children: ReactNode
  narrow?: boolean
}) {
  return (
    <div className="doc-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={narrow ? 'doc-table' : 'doc-table doc-table--wide'}>
        <caption>{caption}</caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export function TableBlock({ block }: { block: Of<'table'> }) {
  return (
    <ScrollTable
      caption={block.caption}
      // Two columns (a label and its value) wrap on a phone; wider tables keep their shape and scroll.
      narrow={block.columns.length < 3}
      head={
        <tr>
          {block.columns.map((c, i) => (
            <th key={i} scope="col">
              {c}
            </th>
          ))}
        </tr>
      }
    >
      {block.rows.map((row, r) => (
        <tr key={r}>
          {row.map((cell, c) =>
            c === 0 && block.rowHeader ? (
              <th key={c} scope="row">
                {cell}
              </th>
            ) : (
              <td key={c}>{cell}</td>
            ),
          )}
        </tr>
      ))}
    </ScrollTable>
  )
}

/**
 * The privacy policy's retention periods: what is kept, for how long (beside it, visible on a phone), on what ground.
 */
export function RetentionBlock({ block }: { block: Of<'retention'> }) {
  return (
    <ScrollTable
      caption={block.caption}
      head={
        <tr>
          <th scope="col">
            <Trans>What is kept</Trans>
          </th>
          <th scope="col">
            <Trans>Kept for</Trans>
          </th>
          <th scope="col">
            <Trans>Ground</Trans>
          </th>
        </tr>
      }
    >
      {block.rows.map((row, i) => (
        <tr key={i}>
          <th scope="row">{row.item}</th>
          <td className="doc-table__strong">{row.period}</td>
          <td>{row.basis}</td>
        </tr>
      ))}
    </ScrollTable>
  )
}

/** Products and their rates: money is integer won, printed for the reader's language. */
export function RatesBlock({ block }: { block: Of<'rates'> }) {
  const { i18n } = useLingui()
  return (
    <>
      <ScrollTable
        caption={block.caption}
        head={
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>What it includes</Trans>
            </th>
            <th scope="col" className="doc-table__num">
              <Trans>Rate</Trans>
            </th>
          </tr>
        }
      >
        {block.rows.map((row, i) => (
          <tr key={i}>
            <th scope="row">{row.product}</th>
            <td>{row.detail}</td>
            <td className="doc-table__num">
              <span className="doc-table__strong">{formatWon(row.priceWon, i18n.locale)}</span>
              <span className="doc-table__unit">{row.unit}</span>
            </td>
          </tr>
        ))}
      </ScrollTable>
      {block.note ? <p className="doc-small">{block.note}</p> : null}
    </>
  )
}
