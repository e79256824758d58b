import { check, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/** A point on a hole's local plane, in metres: x to the east, y to the north, the tee at about (0, 0). */
export type PlanePoint = [x: number, y: number]

export type HazardKind = 'bunker' | 'water' | 'ob'

export interface Hazard {
  kind: HazardKind
  /** Closed polygon (the first point is not repeated at the end). */
  polygon: PlanePoint[]
}

/** A golf course; venue of tournaments. */
export const courses = pgTable('courses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  locationKo: text('location_ko').notNull(),
  locationEn: text('location_en').notNull(),
  par: smallint('par').notNull(),
  /** Total length from the tournament tees, in yards (the sum of the holes' yards). */
  yards: smallint('yards').notNull(),
})

/**
 * The 18 holes of a course with the geometry maps and the 3D track draw. Each hole has its own local
 * plane in metres (tee near the origin); shots.x/y use the same plane.
 */
export const courseHoles = pgTable(
  'course_holes',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    hole: smallint('hole').notNull(),
    par: smallint('par').notNull(),
    yards: smallint('yards').notNull(),
    /** Stroke index 1-18 (1 = hardest): odd numbers on the front nine, even on the back nine. */
    handicap: smallint('handicap').notNull(),
    tee: jsonb('tee').$type<PlanePoint>().notNull(),
    /** Centre line of play from the tee to the green centre (2 points, more on doglegs). */
    fairway: jsonb('fairway').$type<PlanePoint[]>().notNull(),
    greenCenter: jsonb('green_center').$type<PlanePoint>().notNull(),
    greenOutline: jsonb('green_outline').$type<PlanePoint[]>().notNull(),
    hazards: jsonb('hazards').$type<Hazard[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.hole] }),
    check('course_holes_hole_range', sql`${t.hole} between 1 and 18`),
    check('course_holes_par_range', sql`${t.par} between 3 and 6`),
  ],
)

export type CourseRow = typeof courses.$inferSelect
export type CourseHoleRow = typeof courseHoles.$inferSelect
