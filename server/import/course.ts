import { asc, inArray, or } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { courseHoles, courses, type PlanePoint } from '../db/schema/index'
import type { ImportFile } from './format'

const METRES_PER_YARD = 0.9144

/** A green of about 28 × 24 m around its centre, as a closed 12-point outline. */
function greenOutline([cx, cy]: PlanePoint): PlanePoint[] {
  return Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6
    return [Math.round((cx + 12 * Math.cos(a)) * 10) / 10, Math.round((cy + 14 * Math.sin(a)) * 10) / 10] as PlanePoint
  })
}

/**
 * Stroke index when the file gives none: the longer holes are the harder ones, odd indexes on the
 * front nine and even on the back nine, the way scorecards allocate them.
 */
export function defaultHandicaps(holes: ImportFile['course']['holes']): Map<number, number> {
  const out = new Map<number, number>()
  for (const [nine, first] of [
    [holes.filter((h) => h.number <= 9), 1],
    [holes.filter((h) => h.number > 9), 2],
  ] as const) {
    ;[...nine]
      .sort((a, b) => b.yards - a.yards || a.number - b.number)
      .forEach((h, i) => out.set(h.number, first + 2 * i))
  }
  return out
}

/**
 * The course of the file: a stored course with the same name (Korean or English) and the same 18
 * pars is reused; otherwise a new one is created. Imported courses get plain geometry: each hole a
 * straight line due north from the tee at (0, 0) to the green centre at the hole's length, a small
 * oval green and no hazards, so maps and the 3D track still draw something sensible.
 */
export async function findOrCreateCourse(db: AppDb, file: ImportFile): Promise<{ courseId: number; created: boolean }> {
  const { course, tournament } = file
  const byNumber = [...course.holes].sort((a, b) => a.number - b.number)
  const names = [course.name, course.nameKo ?? course.name]
  const candidates = await db
    .select({ id: courses.id })
    .from(courses)
    .where(or(inArray(courses.nameEn, names), inArray(courses.nameKo, names)))
    .orderBy(asc(courses.id))
  if (candidates.length > 0) {
    const holes = await db
      .select({ courseId: courseHoles.courseId, hole: courseHoles.hole, par: courseHoles.par })
      .from(courseHoles)
      .where(
        inArray(
          courseHoles.courseId,
          candidates.map((c) => c.id),
        ),
      )
    for (const c of candidates) {
      const pars = holes
        .filter((h) => h.courseId === c.id)
        .sort((a, b) => a.hole - b.hole)
        .map((h) => h.par)
      if (pars.length === 18 && pars.every((par, i) => par === byNumber[i]!.par))
        return { courseId: c.id, created: false }
    }
  }
  const [row] = await db
    .insert(courses)
    .values({
      nameKo: course.nameKo ?? course.name,
      nameEn: course.name,
      locationKo: tournament.venue,
      locationEn: tournament.venue,
      par: byNumber.reduce((s, h) => s + h.par, 0),
      yards: byNumber.reduce((s, h) => s + h.yards, 0),
    })
    .returning({ id: courses.id })
  const courseId = row!.id
  const handicaps = defaultHandicaps(byNumber)
  await db.insert(courseHoles).values(
    byNumber.map((h) => {
      const length = Math.round(h.yards * METRES_PER_YARD * 10) / 10
      const green: PlanePoint = [0, length]
      return {
        courseId,
        hole: h.number,
        par: h.par,
        yards: h.yards,
        handicap: h.handicap ?? handicaps.get(h.number)!,
        tee: [0, 0] as PlanePoint,
        fairway: [[0, 0], green] as PlanePoint[],
        greenCenter: green,
        greenOutline: greenOutline(green),
        hazards: [],
      }
    }),
  )
  return { courseId, created: true }
}
