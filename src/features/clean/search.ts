/** URL state of the clean centre's pages (validated by their routes under src/routes/cleans). */
import type { ReportStatus, SubstanceClass, TueStatus } from '@domain/clean/codes'

export interface SubstanceSearch {
  q?: string
  class?: SubstanceClass
  page: number
}

export type ReviewTab = 'tue' | 'reports'

export interface ReviewSearch {
  tab: ReviewTab
  status?: TueStatus | ReportStatus
  page: number
  /** The application or report opened. */
  id?: number
}
