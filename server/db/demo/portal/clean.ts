import type { PgTable } from 'drizzle-orm/pg-core'
import type { DemoData } from '../dataset'
import type { PortalRows } from './types'

/** Demo rows for the clean centre's demo reports and exemption applications (issue 8). */
export function generateCleanCentre(_data: DemoData, _today: string): PortalRows[] {
  return []
}

/** Tables generateCleanCentre writes, children first. */
export const CLEAN_CENTRE_DEMO_TABLES: readonly PgTable[] = []
