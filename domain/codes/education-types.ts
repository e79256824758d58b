/**
 * Education event type codes (docs/requirements/content.md#con-15: M = MIP, P = MVP, S = SEMINAR, F = FORUM,
 * O = ORIENTATION). The requirements do not spell out MIP and MVP, so they are shown as the acronyms; the
 * orientation is the introductory training new members must take within 3 years (docs/requirements/content.md#con-17).
 */

export type EducationTypeCode = 'M' | 'P' | 'S' | 'F' | 'O'

export interface EducationType {
  code: EducationTypeCode
  /** The name the association's data carries ('MIP', 'SEMINAR', ...). */
  key: string
  ko: string
  en: string
}

export const EDUCATION_TYPES: readonly EducationType[] = [
  { code: 'M', key: 'MIP', ko: 'MIP', en: 'MIP' },
  { code: 'P', key: 'MVP', ko: 'MVP', en: 'MVP' },
  { code: 'S', key: 'SEMINAR', ko: '세미나', en: 'Seminar' },
  { code: 'F', key: 'FORUM', ko: '포럼', en: 'Forum' },
  { code: 'O', key: 'ORIENTATION', ko: '입회 교육(오리엔테이션)', en: 'Orientation' },
]

const byCode = new Map<string, EducationType>(EDUCATION_TYPES.map((e) => [e.code, e]))
const byKey = new Map<string, EducationType>(EDUCATION_TYPES.map((e) => [e.key, e]))

/** The type of a one-letter code ('S') or of its name ('SEMINAR'); null when unknown. */
export function educationType(raw: string | null | undefined): EducationType | null {
  const text = (raw ?? '').trim().toUpperCase()
  return byCode.get(text) ?? byKey.get(text) ?? null
}
