/** The entry list's search and order as URL parameters (`q`, `sort`); plain code, it loads with the route. */
export const ENTRY_SORTS = ['name', 'country', 'class'] as const
export type EntrySort = (typeof ENTRY_SORTS)[number]

export const isEntrySort = (value: unknown): value is EntrySort =>
  typeof value === 'string' && (ENTRY_SORTS as readonly string[]).includes(value)

/** A search term as typed, trimmed and capped; absent when empty. */
export function entryQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const q = String(value).trim().slice(0, 50)
  return q === '' ? undefined : q
}
