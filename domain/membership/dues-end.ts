import { anniversary } from './anniversary'
import { DUES_END } from './rules'

/**
 * The day dues end (docs/requirements/standing-and-dues.md#sd-4): both 20 years of membership from the first
 * enrollment and age 60 reached (DUES_END.when 'both'; 'either' is the other reading). Null when the birth date is
 * not known: then dues never end as far as the portal can tell. `birthDate` may be 'YYYYMMDD' as members store it.
 */
export function duesEndOn(firstEnrolledOn: string, birthDate: string | null): string | null {
  if (birthDate === null || !/^\d{8}$|^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null
  const born = birthDate.includes('-')
    ? birthDate
    : `${birthDate.slice(0, 4)}-${birthDate.slice(4, 6)}-${birthDate.slice(6)}`
  const membership = anniversary(firstEnrolledOn, DUES_END.membershipYears)
  const age = anniversary(born, DUES_END.age)
  const both = DUES_END.when === 'both'
  return membership > age === both ? membership : age
}
