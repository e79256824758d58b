import type { PgTable } from 'drizzle-orm/pg-core'
import type { DemoData } from '../dataset'
import { CLEAN_CENTRE_DEMO_TABLES, generateCleanCentre } from './clean'
import { EDUCATION_DEMO_TABLES, generateEducation } from './education'
import { MEDIA_DEMO_TABLES, generateMedia } from './media'
import type { PortalRows } from './types'

/**
 * The portal's demo rows built on the season (news and photos of its tournaments, the year's education...),
 * in write order.
 */
export function generatePortal(data: DemoData, today: string): PortalRows[] {
  return [...generateMedia(data, today), ...generateEducation(data, today), ...generateCleanCentre(data, today)]
}

/** Every table those rows go to, emptied with the demo (children before parents). */
export const PORTAL_DEMO_TABLES: readonly PgTable[] = [
  ...MEDIA_DEMO_TABLES,
  ...EDUCATION_DEMO_TABLES,
  ...CLEAN_CENTRE_DEMO_TABLES,
]
