/**
 * The education page's URL state (docs/decisions/0038), validated by the route
 * (src/routes/educations/education/-education-search.ts). Plain TypeScript: the validator lands in the
 * portal's entry chunk, which must stay free of zod.
 */
import type { EducationTypeCode } from '@domain/codes/education-types'

export const EDUCATION_TABS = ['schedule', 'programmes', 'rules'] as const
export const EDUCATION_VIEWS = ['list', 'calendar'] as const

export type EducationTab = (typeof EDUCATION_TABS)[number]
export type EducationView = (typeof EDUCATION_VIEWS)[number]

export interface EducationSearch {
  /** Absent: the schedule. */
  tab?: EducationTab
  /** Absent: the list. */
  view?: EducationView
  /** Type codes in the order of docs/requirements/content.md#con-15, comma-separated ("M,P"); absent: every type. */
  type?: string
  /** Seoul month 'YYYY-MM'; absent: the month of today. */
  month?: string
  /** Page of the list; absent: 1. */
  page?: number
  /** One session open in the detail view. */
  event?: number
}

/** The type codes a search names, in the order of docs/requirements/content.md#con-15. */
export const typesOf = (search: EducationSearch): EducationTypeCode[] =>
  search.type ? (search.type.split(',') as EducationTypeCode[]) : []
