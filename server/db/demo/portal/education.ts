import type { PgTable } from 'drizzle-orm/pg-core'
import { educationEvents } from '../../schema/index'
import type { DemoData } from '../dataset'
import { addDays, seoulInstant, yearOf } from '@domain/time'
import {
  APPLY_CLOSES_DAYS_BEFORE,
  APPLY_OPENS_DAYS_BEFORE,
  SESSION_KINDS,
  type SessionKind,
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

interface Texts {
  titleKo: string
  titleEn: string
  descriptionKo: string
  descriptionEn: string
}

function textsOf(kind: SessionKind, topic: Topic | undefined, year: number, n: number, costWon: number): Texts {
  const t = topic ?? { ko: '', en: '' }
  const fee = costWon.toLocaleString('en-US')
  switch (kind.variant) {
    case 'mip':
      return {
        titleKo: `${year} MIP 제${n}차: ${t.ko}`,
        titleEn: `MIP ${year}, session ${n}: ${t.en}`,
        descriptionKo: `경력 개발 과정 MIP입니다. 이번 회차의 주제는 '${t.ko}'입니다.\n\n오전에는 강의, 오후에는 실습으로 진행되며 과정을 마친 회원에게는 이수증이 발급됩니다.\n\n준비물: 회원증, 필기구, 운동복과 골프화`,
        descriptionEn: `MIP, the career-development course, on “${t.en}”.\n\nLectures in the morning and practical work in the afternoon; members who complete the day receive a certificate of completion.\n\nBring your membership card, something to write with, sportswear and golf shoes.`,
      }
    case 'mvp':
      return {
        titleKo: `${year} MVP 제${n}차: ${t.ko}`,
        titleEn: `MVP ${year}, session ${n}: ${t.en}`,
        descriptionKo: `정회원을 위한 경력 개발 과정 MVP입니다. 이번 회차의 주제는 '${t.ko}'입니다.\n\n1박 2일 동안 코스 실습과 개인별 분석, 코칭 세션으로 진행됩니다. 숙박과 식사는 교육비 ${fee}원에 포함되어 있습니다.\n\n준비물: 회원증, 골프 장비 일체`,
        descriptionEn: `MVP, the career-development course for regular members: “${t.en}”.\n\nTwo days and one night of work on the course, individual analysis and coaching sessions. Accommodation and meals are included in the fee of ${fee} won.\n\nBring your membership card and your golf equipment.`,
      }
    case 'seminar':
      return {
        titleKo: `${t.ko} 세미나`,
        titleEn: `Seminar: ${t.en}`,
        descriptionKo: `이번 세미나의 주제는 '${t.ko}'입니다. 분야별 전문가의 강연에 이어 질의응답이 진행됩니다.\n\n강연 자료는 세미나 당일 현장에서 배포됩니다.`,
        descriptionEn: `Specialists speak on “${t.en}”, followed by questions from the floor.\n\nThe slides are handed out on the day.`,
      }
    case 'forum':
      return {
        titleKo: `${year} 회원 포럼: ${t.ko}`,
        titleEn: `${year} members’ forum: ${t.en}`,
        descriptionKo: `이번 포럼의 주제는 '${t.ko}'입니다. 회원과 전문가, 후원사가 함께 토론합니다.\n\n주제 발표와 패널 토론, 회원 자유 발언 순으로 진행되며 포럼에서 모인 제안은 이사회에 전달됩니다. 참가비는 없습니다.`,
        descriptionEn: `Members, experts and partners discuss “${t.en}”.\n\nKeynotes, a panel and an open floor for members; the proposals made go to the board. There is no fee.`,
      }
    case 'pro':
      return {
        titleKo: `${year} 제${n}차 입회 교육 (프로 과정)`,
        titleEn: `Introductory training ${year}, session ${n} (pro course)`,
        descriptionKo: `입회 3년 이내의 프로·준회원을 위한 1일 입회 교육입니다.\n\n협회 정관과 규정, 회원의 권리와 의무, 투어 운영과 골프 규칙, 프로 윤리와 도핑 방지를 다룹니다. 교육을 마치면 입회 교육 이수로 기록됩니다.\n\n준비물: 신분증, 회원증`,
        descriptionEn: `The one-day introductory training for pro and associate members in their first three years.\n\nThe association’s articles and regulations, members’ rights and duties, tour operations and the Rules of Golf, professional ethics and anti-doping. Completing the day records your introductory training as completed.\n\nBring an identity card and your membership card.`,
      }
    default:
      return {
        titleKo: `${year} 제${n}차 입회 교육 (투어프로 과정)`,
        titleEn: `Introductory training ${year}, session ${n} (tour pro course)`,
        descriptionKo: `입회 3년 이내의 투어프로 회원을 위한 2박 3일 합숙 교육입니다.\n\n협회 규정과 투어 운영, 경기 규칙과 경기 진행, 미디어 응대와 후원사 관계, 프로 윤리와 도핑 방지를 다루며 코스 실습이 포함됩니다. 숙박과 식사는 교육비 ${fee}원에 포함되어 있습니다.\n\n준비물: 신분증, 회원증, 골프 장비 일체`,
        descriptionEn: `The residential introductory training for tour pros in their first three years: three days and two nights.\n\nThe association’s regulations and tour operations, the rules and pace of play, the media and sponsors, professional ethics and anti-doping, with practice on the course. Accommodation and meals are included in the fee of ${fee} won.\n\nBring an identity card, your membership card and your golf equipment.`,
      }
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
  const rows: EventInsert[] = planned.map(({ kind, offset, index, start, end }) => {
    const year = yearOf(start)
    const n = (counters.get(`${kind.variant}${year}`) ?? 0) + 1
    counters.set(`${kind.variant}${year}`, n)
    // One MVP session taking applications is already full, so the schedule shows what "full" looks like.
    const full = kind.variant === 'mvp' && offset === 20
    const venue = venueOf(kind, index, data)
    return {
      typeCode: kind.typeCode,
      ...textsOf(kind, kind.topics[index % Math.max(1, kind.topics.length)], year, n, kind.costWon),
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
