import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { GameShotsDto } from '@contract/game-shots'
import { ballLocation } from '@domain/codes/ball-location'
import { SpacerRow, useVirtualRows } from '@/components/ui/virtual-rows'
import { selectShots, type ShotFilter, type ShotSort, type ShotSortKey } from './shot-model'
import { ShotFilters } from './shot-filters'

const ROW_HEIGHT = 36
const COLUMNS = 9

/** Every tracked shot with filters and sortable headers; rows are virtualised (100,000 stay light). */
export function ShotTable({ shots, pars }: { shots: GameShotsDto; pars: readonly number[] }) {
  const { t, i18n } = useLingui()
  const [filter, setFilter] = useState<ShotFilter>({})
  const [sort, setSort] = useState<ShotSort | null>(null)
  const rows = useMemo(() => selectShots(shots, pars, filter, sort), [shots, pars, filter, sort])
  const { scrollRef, items, paddingTop, paddingBottom } = useVirtualRows(rows.length, ROW_HEIGHT, 10)
  const c = shots.columns
  const lieName = (code: number) => (i18n.locale === 'en' ? ballLocation(code).en : ballLocation(code).ko)

  const headers: Array<[ShotSortKey, string]> = [
    ['hole', t`Hole`],
    ['par', t`Par`],
    ['shotNo', t`Shot`],
    ['year', t`Year`],
    ['round', t`Round`],
    ['lie', t`Shot position`],
    ['resultLie', t`Result`],
    ['club', t`Club`],
    ['distanceM', t`Distance (m)`],
  ]
  const toggle = (key: ShotSortKey) =>
    setSort((s) => (s?.key !== key ? { key, dir: 'asc' } : s.dir === 'asc' ? { key, dir: 'desc' } : null))
  const shown = rows.length.toLocaleString(i18n.locale)
  const total = shots.count.toLocaleString(i18n.locale)

  return (
    <section className="shot-table" aria-labelledby="shot-table-title">
      <h3 id="shot-table-title" className="game-subtitle">
        <Trans>Every shot</Trans>
      </h3>
      <ShotFilters shots={shots} filter={filter} onChange={setFilter} lieName={lieName} />
      <p className="game-note" aria-live="polite">
        <Trans>
          {shown} of {total} shots
        </Trans>
      </p>
      <div ref={scrollRef} className="vt-scroll shot-table__scroll" role="region" aria-label={t`Shots`} tabIndex={0}>
        <table className="vt-table shot-table__table" aria-rowcount={rows.length + 1}>
          <thead>
            <tr>
              {headers.map(([key, label]) => (
                <th
                  key={key}
                  scope="col"
                  aria-sort={sort?.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button type="button" className="sort-button" onClick={() => toggle(key)}>
                    {label}
                    <span aria-hidden="true" className="sort-button__mark">
                      {sort?.key === key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={paddingTop} columns={COLUMNS} />
            {items.map((item) => {
              const i = rows[item.index]!
              return (
                <tr key={i} aria-rowindex={item.index + 2}>
                  <td>{c.hole[i]}</td>
                  <td>{pars[c.hole[i]! - 1] ?? '–'}</td>
                  <td>{c.shotNo[i]}</td>
                  <td>{shots.editions[c.edition[i]!]?.year}</td>
                  <td>{c.round[i]}</td>
                  <td>{lieName(c.lie[i]!)}</td>
                  <td className={ballLocation(c.resultLie[i]).lie === 'holed' ? 'shot--holed' : undefined}>
                    {lieName(c.resultLie[i]!)}
                  </td>
                  <td>{c.club[i]}</td>
                  <td>{c.distanceM[i]!.toFixed(1)}</td>
                </tr>
              )
            })}
            <SpacerRow height={paddingBottom} columns={COLUMNS} />
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className="game-note">
            <Trans>No shot matches these filters.</Trans>
          </p>
        ) : null}
      </div>
    </section>
  )
}
