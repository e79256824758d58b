import type { PgTable } from 'drizzle-orm/pg-core'
import type { DemoData } from '../dataset'
import type { PortalRows } from './types'

/** Demo rows for news, photos and videos of the season's tournaments (issue 8). */
export function generateMedia(_data: DemoData, _today: string): PortalRows[] {
  return []
}

/** Tables generateMedia writes, children first. */
export const MEDIA_DEMO_TABLES: readonly PgTable[] = []
