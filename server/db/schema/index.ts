// The drizzle schema object: every table, so `db.query.*` and drizzle-kit see them all.
// Later issues add their tables here (one file per resource beside this one).
export { appMeta } from './app-meta'
export { tourCategory, type TourCategoryRow } from './tour-category'
