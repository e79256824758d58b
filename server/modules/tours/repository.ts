import { asc, eq } from 'drizzle-orm'
import type { TourCategoryDto } from '@contract/tours'
import type { AppDb } from '../../db/database'
import { tourCategory } from '../../db/schema/index'

export interface ListToursFilter {
  main?: boolean | undefined
}

/** Tour categories in display order (main tours in header order first). */
export async function listTourCategories(db: AppDb, filter: ListToursFilter = {}): Promise<TourCategoryDto[]> {
  return db
    .select({
      id: tourCategory.id,
      nameKo: tourCategory.nameKo,
      nameEn: tourCategory.nameEn,
      color: tourCategory.color,
      main: tourCategory.main,
    })
    .from(tourCategory)
    .where(filter.main === undefined ? undefined : eq(tourCategory.main, filter.main))
    .orderBy(asc(tourCategory.sortOrder), asc(tourCategory.id))
}
