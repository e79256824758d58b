/**
 * The education programmes (docs/requirements/content.md#con-14: introductory, career development, seminars, forums)
 * and which event types each schedules (docs/requirements/content.md#con-15: M = MIP, P = MVP, S = SEMINAR, F = FORUM,
 * O = ORIENTATION). The orientation is the introductory training; MIP and MVP, which the requirements do not spell out,
 * are the two career-development courses (docs/decisions/0038). An event's programme follows from its type code.
 */
import type { EducationTypeCode } from '../codes/education-types'

export const PROGRAMME_SLUGS = ['introductory', 'career', 'seminar', 'forum'] as const

export type ProgrammeSlug = (typeof PROGRAMME_SLUGS)[number]

export const TYPES_OF_PROGRAMME: Readonly<Record<ProgrammeSlug, readonly EducationTypeCode[]>> = {
  introductory: ['O'],
  career: ['M', 'P'],
  seminar: ['S'],
  forum: ['F'],
}

/** Type codes in the order the schedule's filter shows them (the order of docs/requirements/content.md#con-15). */
export const EDUCATION_TYPE_CODES = ['M', 'P', 'S', 'F', 'O'] as const satisfies readonly EducationTypeCode[]

export function programmeOfType(code: EducationTypeCode): ProgrammeSlug {
  for (const slug of PROGRAMME_SLUGS) if (TYPES_OF_PROGRAMME[slug].includes(code)) return slug
  throw new Error(`education type ${code} belongs to no programme`)
}

export function isEducationTypeCode(value: unknown): value is EducationTypeCode {
  return typeof value === 'string' && (EDUCATION_TYPE_CODES as readonly string[]).includes(value)
}

export function isProgrammeSlug(value: unknown): value is ProgrammeSlug {
  return typeof value === 'string' && (PROGRAMME_SLUGS as readonly string[]).includes(value)
}
