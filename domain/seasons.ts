/**
 * Season year lists (docs/requirements/tours-and-records.md#tr-8): lists reach 25 years back from the current year, and
 * data before 2013 is not searchable (the records limit of the same rule), so a year select offers 2013 at the
 * earliest.
 */
export const YEAR_LIST_SPAN = 25
export const FIRST_SEARCHABLE_YEAR = 2013

/** The earliest season a year select offers in `currentYear`. */
export const earliestListedYear = (currentYear: number): number =>
  Math.max(currentYear - YEAR_LIST_SPAN, FIRST_SEARCHABLE_YEAR)

export const isSearchableYear = (year: number, currentYear: number): boolean =>
  Number.isInteger(year) && year >= earliestListedYear(currentYear) && year <= currentYear + 1
