import type { FieldEntryDto } from '@contract/game-info'
import type { EntrySort } from '../entry-list-search'

const CLASS_ORDER = ['TP', 'PR', 'PR_O1', 'PR_O2', 'AMA']

/** Players whose Korean or English name contains the term (case and spaces ignored), in the chosen order. */
export function visibleEntries(
  entries: readonly FieldEntryDto[],
  q: string | undefined,
  sort: EntrySort,
  locale: string,
): FieldEntryDto[] {
  const norm = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, '')
  const term = q ? norm(q) : ''
  const name = (e: FieldEntryDto) => (locale === 'en' ? e.nameEn : e.nameKo)
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'ko')
  const byName = (a: FieldEntryDto, b: FieldEntryDto) => collator.compare(name(a), name(b)) || a.playerId - b.playerId
  const order: Record<EntrySort, (a: FieldEntryDto, b: FieldEntryDto) => number> = {
    name: byName,
    country: (a, b) => a.country.localeCompare(b.country) || byName(a, b),
    class: (a, b) => CLASS_ORDER.indexOf(a.memberClass) - CLASS_ORDER.indexOf(b.memberClass) || byName(a, b),
  }
  return entries
    .filter((e) => term === '' || norm(e.nameKo).includes(term) || norm(e.nameEn).includes(term))
    .sort(order[sort])
}
