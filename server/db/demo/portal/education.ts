import type { PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { bilingual, fillTemplate, readDataFile } from '../../data-file'
import { educationEvents } from '../../schema/index'
import type { DemoData } from '../dataset'
import { addDays, seoulInstant, yearOf } from '@domain/time'
import {
  APPLY_CLOSES_DAYS_BEFORE,
  APPLY_OPENS_DAYS_BEFORE,
  SESSION_KINDS,
  SESSION_VARIANTS,
  type SessionKind,
  type SessionVariant,
  type Topic,
} from './education-sessions'
import { portalRows, type PortalRows } from './types'

type EventInsert = typeof educationEvents.$inferInsert

interface Venue {
  ko: string
  en: string
}

const HALL: Venue = {
  ko: '협회 교육센터 대강당 (서울 강남구)',
  en: 'Association Education Centre, main hall (Gangnam, Seoul)',
}
const SEMINAR_ROOM: Venue = {
  ko: '협회 교육센터 세미나실 (서울 강남구)',
  en: 'Association Education Centre, seminar room (Gangnam, Seoul)',
}
const CONVENTION: Venue = { ko: '서울 컨벤션센터 컨퍼런스홀', en: 'Seoul Convention Centre, conference hall' }

/** Public holidays on fixed solar dates (MM-DD); the lunar ones move every year and are left alone. */
const HOLIDAYS = new Set(['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25'])

/** The first working day from `date` on (non-residential sessions run Monday to Friday, not on holidays). */
function workingDay(date: string): string {
  let day = date
  for (;;) {
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay()
    if (dow !== 0 && dow !== 6 && !HOLIDAYS.has(day.slice(5))) return day
    day = addDays(day, 1)
  }
}

/** A stable 0..1 fraction from a text (applicant counts differ per session but never between runs). */
function fraction(key: string): number {
  let h = 2166136261
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619)
  return ((h >>> 0) % 1000) / 1000
}

function applicantsOf(kind: SessionKind, offset: number, start: string, today: string, full: boolean): number {
  const opens = addDays(start, -APPLY_OPENS_DAYS_BEFORE)
  if (today < opens) return 0
  if (full) return kind.capacity
  const share =
    today >= addDays(start, -APPLY_CLOSES_DAYS_BEFORE)
      ? 0.7 + 0.3 * fraction(`${kind.variant}${offset}`)
      : 0.15 + 0.5 * fraction(`${kind.variant}${offset}`)
  return Math.min(kind.capacity, Math.round(kind.capacity * share))
}

function venueOf(kind: SessionKind, index: number, data: DemoData): Venue {
  const course = data.courses.length > 0 ? data.courses[index % data.courses.length] : undefined
  if (kind.residential && course) return { ko: `${course.nameKo} 연수원`, en: `${course.nameEn} training lodge` }
  if (kind.typeCode === 'F') return CONVENTION
  if (kind.typeCode === 'S') return SEMINAR_ROOM
  return HALL
}

const sessionText = z.strictObject({ title: bilingual, description: bilingual })
const sessionTextFile = z.strictObject(
  Object.fromEntries(SESSION_VARIANTS.map((v) => [v, sessionText])) as Record<SessionVariant, typeof sessionText>,
)
type SessionTexts = z.infer<typeof sessionTextFile>

const FILE = new URL('../text/education-sessions.yaml', import.meta.url)

/** The sessions' titles and descriptions (server/db/demo/text/education-sessions.yaml, decision 0047). */
export const readSessionTextFile = (): SessionTexts => readDataFile(FILE, sessionTextFile)

interface Texts {
  titleKo: string
  titleEn: string
  descriptionKo: string
  descriptionEn: string
}

function textsOf(
  texts: SessionTexts,
  kind: SessionKind,
  topic: Topic | undefined,
  year: number,
  n: number,
  costWon: number,
): Texts {
  const text = texts[kind.variant]
  const values = { year, n, fee: costWon.toLocaleString('en-US') }
  const ko = { ...values, topic: topic?.ko ?? '' }
  const en = { ...values, topic: topic?.en ?? '' }
  return {
    titleKo: fillTemplate(text.title.ko, ko),
    titleEn: fillTemplate(text.title.en, en),
    descriptionKo: fillTemplate(text.description.ko, ko),
    descriptionEn: fillTemplate(text.description.en, en),
  }
}

/** Demo rows for the education schedule around today (issue 8): about 30 sessions from 8 months back to 6 ahead. */
export function generateEducation(data: DemoData, today: string): PortalRows[] {
  const planned = SESSION_KINDS.flatMap((kind) =>
    kind.offsets.map((offset, index) => {
      const raw = addDays(today, offset)
      const start = kind.residential ? raw : workingDay(raw)
      return { kind, offset, index, start, end: addDays(start, kind.days - 1) }
    }),
  ).sort((a, b) => a.start.localeCompare(b.start) || a.kind.variant.localeCompare(b.kind.variant))

  // Sessions are numbered within their Seoul year ("2026 제2차"), per course.
  const counters = new Map<string, number>()
  const texts = readSessionTextFile()
  const rows: EventInsert[] = planned.map(({ kind, offset, index, start, end }) => {
    const year = yearOf(start)
    const n = (counters.get(`${kind.variant}${year}`) ?? 0) + 1
    counters.set(`${kind.variant}${year}`, n)
    // One MVP session taking applications is already full, so the schedule shows what "full" looks like.
    const full = kind.variant === 'mvp' && offset === 20
    const venue = venueOf(kind, index, data)
    return {
      typeCode: kind.typeCode,
      ...textsOf(texts, kind, kind.topics[index % Math.max(1, kind.topics.length)], year, n, kind.costWon),
      venueKo: venue.ko,
      venueEn: venue.en,
      startsAt: seoulInstant(start, kind.startTime),
      endsAt: seoulInstant(end, kind.endTime),
      applyOpensAt: seoulInstant(addDays(start, -APPLY_OPENS_DAYS_BEFORE), '10:00'),
      applyClosesAt: seoulInstant(addDays(start, -APPLY_CLOSES_DAYS_BEFORE), '00:00'),
      capacity: kind.capacity,
      applicants: applicantsOf(kind, offset, start, today, full),
      costWon: kind.costWon,
      eligibleTypes: [...kind.eligibleTypes],
      duesRequired: true,
    }
  })
  return [portalRows(educationEvents, rows)]
}

/** Tables generateEducation writes, children first. */
export const EDUCATION_DEMO_TABLES: readonly PgTable[] = [educationEvents]
