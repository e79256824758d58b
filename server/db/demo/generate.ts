import { generateArticles } from './articles'
import { spreadApplicationWindows } from './application-windows'
import { generatePortal } from './portal/index'
import type { BuildContext } from './build-context'
import { generateCourses, type CourseSpec } from './courses'
import { emptyDemoData, IdSource, type DemoData } from './dataset'
import { buildHistoricEvent } from './history'
import { buildMatchPlay } from './match-play'
import { generatePlayers, PLAYER_COUNTS, skillAt, type PlayerSpec } from './players'
import { playerBio } from './player-bio'
import { createRng, type Rng } from './rng'
import { currentSeason, historySeasons, type TournamentPlan } from './schedule'
import { buildStrokeEvent } from './stroke-event'
import { isCalendarDate, seoulDate, yearOf } from '@domain/time'

export type DemoScale = 'full' | 'test'
export type ShotPolicy = 'recent' | 'main' | 'all'

export interface DemoOptions {
  /** 'full': about 200 active players, 6 tours, 25 past seasons; 'test': a tiny but complete season. */
  scale: DemoScale
  /** Same seed and today give identical data. */
  seed?: string | number
  /** 'YYYY-MM-DD' in Asia/Seoul; defaults to the current date there. */
  today?: string
  /** The demo's wall clock on `today` ('HH:MM', Seoul) for the round in progress; default 12:30. */
  clock?: string
  /**
   * Which completed current-season events get shot-by-shot data (all of them get hole scores).
   * Always: the event in progress and the latest completed stroke event of each tour. 'main'
   * (default) adds every main-tour (11) event, 'all' every event, 'recent' nothing more.
   */
  shots?: ShotPolicy
}

export const DEFAULT_SEED = 'fairway'
export const DEFAULT_CLOCK = '12:30'
const TOURS: Record<DemoScale, number[]> = { full: [11, 12, 13, 20, 54, 75], test: [11] }
const HISTORY_YEARS: Record<DemoScale, number> = { full: 25, test: 2 }
const COURSE_COUNT: Record<DemoScale, number> = { full: 8, test: 2 }

export interface ResolvedOptions {
  scale: DemoScale
  seed: string
  today: string
  clock: string
  shots: ShotPolicy
}

export function resolveOptions(options: DemoOptions): ResolvedOptions {
  const today = options.today ?? seoulDate()
  if (!isCalendarDate(today)) throw new Error(`demo: today must be YYYY-MM-DD, got ${today}`)
  const clock = options.clock ?? DEFAULT_CLOCK
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(clock)) throw new Error(`demo: clock must be HH:MM, got ${clock}`)
  return {
    scale: options.scale,
    seed: String(options.seed ?? DEFAULT_SEED),
    today,
    clock,
    shots: options.shots ?? 'main',
  }
}

function playerRow(p: PlayerSpec, currentYear: number, bioRng: Rng): DemoData['players'][number] {
  return {
    ...playerBio(bioRng.fork(p.id), p, currentYear),
    id: p.id,
    externalId: `KP${String(100000 + p.id)}`,
    nameKo: p.nameKo,
    firstNameEn: p.firstNameEn,
    lastNameEn: p.lastNameEn,
    country: p.country,
    gender: 'M',
    birthDate: p.birthDate,
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    hometownKo: p.hometown[0],
    hometownEn: p.hometown[1],
    turnedProYear: p.turnedProYear,
    tourDebutYear: p.tourDebutYear,
    rookieYear: p.tourDebutYear,
    memberNo: p.memberNo,
    amateur: p.amateur,
    photoUrl: null,
    specialties: p.specialties,
    sponsor: p.sponsor,
    ball: p.ball,
    rating: Math.round(skillAt(p, p.retiredYear ?? currentYear) * 100) / 100,
  }
}

function pushCourse(data: DemoData, c: CourseSpec): void {
  data.courses.push({
    id: c.id,
    nameKo: c.nameKo,
    nameEn: c.nameEn,
    locationKo: c.locationKo,
    locationEn: c.locationEn,
    par: c.par,
    yards: c.yards,
  })
  for (const h of c.holes) {
    data.courseHoles.push({
      courseId: c.id,
      hole: h.hole,
      par: h.par,
      yards: h.yards,
      handicap: h.handicap,
      tee: h.tee,
      fairway: h.fairway,
      greenCenter: h.greenCenter,
      greenOutline: h.greenOutline,
      hazards: h.hazards,
    })
  }
}

/** Events that get shot-by-shot data under a policy. */
function shotEvents(plans: readonly TournamentPlan[], policy: ShotPolicy): Set<string> {
  const out = new Set<string>()
  const latest = new Map<number, TournamentPlan>()
  for (const p of plans) {
    if (p.phase === 'live') out.add(p.key)
    if (p.phase !== 'completed' || p.detail === 'totals' || p.format !== 'stroke') continue
    if (policy === 'all' || (policy === 'main' && p.tourId === 11)) out.add(p.key)
    const best = latest.get(p.tourId)
    if (!best || p.startDate > best.startDate) latest.set(p.tourId, p)
  }
  for (const p of latest.values()) out.add(p.key)
  return out
}

/** Builds the whole demo data set in memory, ids included. Pure: no database, no clock when `today` is given. */
export function generateDemo(options: DemoOptions): { data: DemoData; options: ResolvedOptions } {
  const resolved = resolveOptions(options)
  const { scale, today } = resolved
  const currentYear = yearOf(today)
  const root = createRng(`fairway-demo:${resolved.seed}`)
  const data = emptyDemoData()

  const players = generatePlayers(root.fork('players'), PLAYER_COUNTS[scale], currentYear)
  const bioRng = root.fork('player-bio')
  for (const p of players) data.players.push(playerRow(p, currentYear, bioRng))
  const courses = generateCourses(root.fork('courses'), COURSE_COUNT[scale])
  for (const c of courses) pushCourse(data, c)

  const tours = TOURS[scale]
  const years = HISTORY_YEARS[scale]
  let seasonId = 0
  for (const tourId of tours)
    for (let y = currentYear - years; y <= currentYear; y++) data.seasons.push({ id: ++seasonId, tourId, year: y })

  const plans = [
    ...historySeasons(root.fork('history'), currentYear, years, tours, scale),
    ...currentSeason(currentYear, today, scale),
  ]
  spreadApplicationWindows(plans, today)
  if (scale === 'test') {
    for (const p of plans) {
      if (p.format === 'stroke') p.fieldSize = Math.min(p.fieldSize, 32)
      if (p.cut) p.cut = { ...p.cut, top: 20 }
    }
  }
  plans.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.key < b.key ? -1 : 1))
  const withShots = shotEvents(plans, resolved.shots)

  const ctx: BuildContext = { data, ids: new IdSource(), players, courses, scale, today, clock: resolved.clock }
  for (const plan of plans) {
    const id = ctx.ids.take('tournaments')
    const rng = root.fork(`event-${plan.key}`)
    const course = rng.pick(courses)
    if (plan.format === 'match') buildMatchPlay(ctx, rng, plan, id, course)
    else if (plan.detail === 'totals' && plan.phase === 'completed') buildHistoricEvent(ctx, rng, plan, id, course)
    else buildStrokeEvent(ctx, rng, plan, id, course, withShots.has(plan.key))
  }
  data.articles.push(...generateArticles(data, today))
  data.portal.push(...generatePortal(data, today))
  return { data, options: resolved }
}
