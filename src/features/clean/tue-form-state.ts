import type { TueBody, TueRoute } from '@contract/clean-tue'

/** The application form's values as typed; `toTueBody` makes the request of them. */
export interface TueValues {
  substance: string
  diagnosis: string
  dose: string
  route: TueRoute | ''
  frequency: string
  startDate: string
  endDate: string
  physicianName: string
  physicianLicence: string
  agreeHealthData: boolean
  agreeDeclaration: boolean
}

export const EMPTY_TUE: TueValues = {
  substance: '',
  diagnosis: '',
  dose: '',
  route: '',
  frequency: '',
  startDate: '',
  endDate: '',
  physicianName: '',
  physicianLicence: '',
  agreeHealthData: false,
  agreeDeclaration: false,
}

/** The fields in the order the form shows them: the first wrong one gets the focus. */
export const TUE_FIELDS = [
  'substance',
  'diagnosis',
  'dose',
  'route',
  'frequency',
  'startDate',
  'endDate',
  'physicianName',
  'physicianLicence',
  'agreeHealthData',
  'agreeDeclaration',
] as const

export type TueField = (typeof TUE_FIELDS)[number]

/** Trimmed text; an unchosen route or an empty date is left out (the schema then says "required"). */
export function toTueBody(v: TueValues): Record<string, unknown> & Partial<TueBody> {
  const body: Record<string, unknown> = {
    substance: v.substance.trim(),
    diagnosis: v.diagnosis.trim(),
    dose: v.dose.trim(),
    route: v.route === '' ? undefined : v.route,
    frequency: v.frequency.trim(),
    startDate: v.startDate === '' ? undefined : v.startDate,
    endDate: v.endDate === '' ? undefined : v.endDate,
    physicianName: v.physicianName.trim(),
    physicianLicence: v.physicianLicence.trim(),
    agreeHealthData: v.agreeHealthData,
    agreeDeclaration: v.agreeDeclaration,
  }
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
}
