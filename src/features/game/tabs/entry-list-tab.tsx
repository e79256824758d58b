import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { memberClass } from '@domain/codes/member-classes'
import { entryListQueryOptions } from '@/api/game-info'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryState, TabEmpty } from '../components/query-state'
import { ENTRY_SORTS, type EntrySort } from '../entry-list-search'
import type { TabProps } from '../tab-props'
import { useGameSearch } from '../use-game-search'
import { visibleEntries } from './entry-list-model'
import { formatCount } from './info-format'
import { PlayerLink } from './player-link'
import './info-tabs.css'

/** The field: search by name and order by name, nationality or class, both kept in the URL (`q`, `sort`). */
export function EntryListTab({ game }: TabProps) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const list = useQuery(entryListQueryOptions(game.gameId))
  const { search } = useGameSearch()
  const navigate = useNavigate({ from: '/tours/game/game' })
  const sort: EntrySort = search.sort ?? 'name'
  const [term, setTerm] = useState(search.q ?? '')
  const update = (next: { q?: string | undefined; sort?: EntrySort | undefined }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })
  const labels: Record<EntrySort, string> = { name: t`Player`, country: t`Nationality`, class: t`Class` }

  return (
    <section aria-label={t`Entry List`} className="game-tab">
      <div className="game-toolbar">
        <div className="game-field entry-search">
          <label htmlFor={inputId}>{t`Search by name`}</label>
          <input
            id={inputId}
            type="search"
            value={term}
            autoComplete="off"
            onChange={(e) => {
              setTerm(e.target.value)
              update({ q: e.target.value.trim() === '' ? undefined : e.target.value.trim().slice(0, 50) })
            }}
          />
        </div>
      </div>
      <QueryState
        query={list}
        isEmpty={(l) => l.entries.length === 0}
        empty={
          <TabEmpty
            title={<Trans>The entry list has not been published yet</Trans>}
          >{t`It appears once applications have closed.`}</TabEmpty>
        }
      >
        {(l) => {
          const rows = visibleEntries(l.entries, search.q, sort, i18n.locale)
          const shown = formatCount(rows.length, i18n.locale)
          const total = formatCount(l.entries.length, i18n.locale)
          return (
            <>
              <p className="game-note" aria-live="polite">{t`${shown} of ${total} players`}</p>
              {rows.length === 0 ? (
                <EmptyState icon="search" as="h3" title={<Trans>No search results.</Trans>} />
              ) : (
                <div className="game-table-wrap" role="region" aria-label={t`Entry List`} tabIndex={0}>
                  <table className="game-table entry-list">
                    <thead>
                      <tr>
                        <th scope="col">{t`No.`}</th>
                        {ENTRY_SORTS.map((key) => (
                          <th
                            key={key}
                            scope="col"
                            aria-sort={sort === key ? 'ascending' : undefined}
                            className={key === 'name' ? 'cell-start' : undefined}
                          >
                            <button
                              type="button"
                              className="sort-button"
                              onClick={() => update({ sort: key === 'name' ? undefined : key })}
                            >
                              {labels[key]}
                              <span className="sort-button__mark" aria-hidden="true">
                                {sort === key ? '▲' : '↕'}
                              </span>
                            </button>
                          </th>
                        ))}
                        <th scope="col">{t`Status`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((e, i) => {
                        const cls = memberClass(e.memberClass)
                        return (
                          <tr key={e.playerId}>
                            <td>{i + 1}</td>
                            <th scope="row" className="cell-start">
                              <PlayerLink player={e} tourId={game.tourId} />
                              {e.amateur ? <abbr title={t`Amateur`}> {t`(A)`}</abbr> : null}
                            </th>
                            <td>{e.country}</td>
                            <td>{cls ? (i18n.locale === 'en' ? cls.en : cls.ko) : e.memberClass}</td>
                            <td>{e.status === 'active' ? '' : e.status}</td>
                          </tr>
                        )
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
