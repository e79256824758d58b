import type { ProhibitedWhen, SubstanceClass } from '@contract/clean'

/** One entry: [slug, Korean name, English name, examples ko, examples en, note ko, note en]. */
export type SubstanceEntry = readonly [
  slug: string,
  nameKo: string,
  nameEn: string,
  examplesKo?: string,
  examplesEn?: string,
  noteKo?: string,
  noteEn?: string,
]

/** A class of the Prohibited List with its entries; a class-wide note goes to every entry without its own. */
export interface SubstanceGroup {
  substanceClass: SubstanceClass
  prohibited: ProhibitedWhen
  noteKo?: string
  noteEn?: string
  entries: readonly SubstanceEntry[]
}
