import type { PgTable } from 'drizzle-orm/pg-core'
import type { DemoData } from '../dataset'
import type { PortalRows } from './types'

/** Demo rows for the education schedule around today (issue 8). */
export function generateEducation(_data: DemoData, _today: string): PortalRows[] {
  return []
}

/** Tables generateEducation writes, children first. */
export const EDUCATION_DEMO_TABLES: readonly PgTable[] = []
