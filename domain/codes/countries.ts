/**
 * Country lookup with the rules of docs/requirements/tours-and-records.md#tr-19: a missing or empty code means Korea;
 * 'HKG' and 'H.K' both mean Hong Kong; 'SPA' maps to 'SPN' (Spain), and so does the ISO/IOC 'ESP'. Codes are matched
 * trimmed and case-insensitively. An unknown code is not an error (old records hold codes the table never had): it gets
 * a generic entry named by the code itself.
 */
import { COUNTRIES, type Country } from './country-table'

export { COUNTRIES, type Country } from './country-table'

export const DEFAULT_COUNTRY_CODE = 'KOR'

/** Spellings seen in the data for a code of the table. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  'H.K': 'HKG',
  SPA: 'SPN',
  ESP: 'SPN',
}

/** Shown for an unknown code: a white flag. */
export const UNKNOWN_FLAG = '🏳️'

const byCode = new Map(COUNTRIES.map((x) => [x.code, x]))

export function country(raw: string | null | undefined): Country {
  const code = (raw ?? '').trim().toUpperCase()
  if (code === '') return byCode.get(DEFAULT_COUNTRY_CODE) as Country
  const known = byCode.get(COUNTRY_ALIASES[code] ?? code)
  return known ?? { id: null, code, iso: null, ko: code, en: code, flag: UNKNOWN_FLAG }
}

export function countryName(raw: string | null | undefined, locale: string): string {
  const c = country(raw)
  return locale === 'en' ? c.en : c.ko
}

/** The nationality choices of sign-up: Korea first, then by name in the reader's language. */
export function countryOptions(locale: string): Country[] {
  const lang = locale === 'en' ? 'en' : 'ko'
  const others = COUNTRIES.filter((x) => x.code !== DEFAULT_COUNTRY_CODE)
  return [country(DEFAULT_COUNTRY_CODE), ...others.sort((a, b) => a[lang].localeCompare(b[lang], lang))]
}
